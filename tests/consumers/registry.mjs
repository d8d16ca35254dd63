// A throw-away private npm registry for the @ardena scope: Verdaccio with its storage in a temporary folder, on a
// free port of 127.0.0.1. Run as its own process (`node tests/consumers/registry.mjs <storage dir>`): it prints one
// JSON line `{"url": "http://127.0.0.1:<port>/"}` once listening and serves until it is killed.
//
// Only `@ardena/*` lives here, readable and publishable by signed-in users only, as on a company registry; it has no
// uplink, so a consumer's `.npmrc` maps the scope here (`@ardena:registry=…`) and takes everything else from npm.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseConfigFile, runServer } from 'verdaccio';

const storageRoot = resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('usage: node tests/consumers/registry.mjs <storage dir>');
mkdirSync(join(storageRoot, 'storage'), { recursive: true });
const configPath = join(storageRoot, 'config.yaml');
writeFileSync(
  configPath,
  [
    `storage: ${JSON.stringify(join(storageRoot, 'storage'))}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(join(storageRoot, 'htpasswd'))}`,
    '    max_users: 10',
    'uplinks: {}',
    'packages:',
    "  '@ardena/*':",
    '    access: $authenticated',
    '    publish: $authenticated',
    '    unpublish: $authenticated',
    'web:',
    '  enable: false',
    'log: { type: stdout, format: pretty, level: error }',
    '',
  ].join('\n'),
);

const server = await runServer(parseConfigFile(configPath));
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}/` }));
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
