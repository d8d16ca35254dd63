// `pnpm --filter @ardena/site dev`: Vite in middleware mode with hot reload, rendering every request through the
// same SSR entry the prerender step uses, so development shows the real server HTML (head tags, 404 status).
import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { applySupabaseTarget, resolveSupabaseTarget } from '../scripts/supabase-target.mjs';
import { siteServerTimeouts } from './index.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);

// The backend the pages talk to, decided as the build decides it (the local backend unless both VITE_SUPABASE_* are set).
applySupabaseTarget(resolveSupabaseTarget({ LOCAL_SUPABASE: '1', ...process.env }));

const vite = await createViteServer({ root, server: { middlewareMode: true }, appType: 'custom' });

// The same time limits as the production server: a silent or trickling client is closed, not held for minutes.
const server = createHttpServer(
  {
    headersTimeout: siteServerTimeouts.headersMs,
    requestTimeout: siteServerTimeouts.requestMs,
    connectionsCheckingInterval: siteServerTimeouts.checkEveryMs,
  },
  (req, res) => {
    vite.middlewares(req, res, async () => {
      const url = req.url ?? '/';
      try {
        const { render } = await vite.ssrLoadModule('/src/entry-server.tsx');
        const response = await render(url, {
          entryScript: '/src/entry-client.tsx',
          stylesheets: [],
          preloads: [],
          notNeededToStart: [],
          // The island entries are virtual modules of vite.config.ts (`virtual:island-entry/<entry>`), served under /@id/.
          islands: (entry) => ({ script: `/@id/virtual:island-entry/${entry}`, preloads: [] }),
        });
        // Injects Vite's client and the React refresh preamble for hot reload.
        const html = await vite.transformIndexHtml(url, await response.text());
        res.writeHead(response.status, { 'content-type': 'text/html; charset=utf-8' });
        res.end(html);
      } catch (error) {
        vite.ssrFixStacktrace(error);
        console.error(error);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The page failed to render; see the dev server output.');
      }
    });
  },
);

server.listen(port, host, () => console.log(`site (dev, hot reload): http://${host}:${port}`));
