import '@ardena/ui/reset.css';
import { colorModeScript, themeClassNames } from '@ardena/ui';
import { createRootRoute, Outlet, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { consentPromptScript } from '../components/ConsentUi';
import { DocumentHead, DocumentScripts } from '../components/DocumentAssets';
import { SiteLayout } from '../components/SiteLayout';
import { earlyVisitorScript } from '../hydration/earlyVisitor';
import { HydrateLater } from '../hydration/progressive';

export const Route = createRootRoute({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#15803d' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    // Runs before first paint so the stored light/dark choice never flashes; the CSP allows it by hash.
    // The cookie banner is prerendered hidden; the second script shows it at once when no choice is stored. The third
    // holds clicks on buttons until the app can act on them, and notes whether the visitor scrolled or moved focus.
    scripts: [{ children: colorModeScript }, { children: consentPromptScript }, { children: earlyVisitorScript }],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
});

function RootDocument({ children }: { children: ReactNode }) {
  return (
    // The pre-paint script swaps the theme class before React hydrates; the server default is light so pages read
    // correctly with JavaScript off.
    <html lang="en-GB" className={themeClassNames.light} suppressHydrationWarning>
      {/* The first render only adopts the document's two halves (../hydration/progressive.tsx). The body hydrates in
          the next task and its blocks after it. The head's tags need to be live only once they change: they hydrate
          before the first client navigation (or on an event inside the head, which has none). */}
      <HydrateLater when="interaction">
        <head>
          <DocumentHead />
        </head>
      </HydrateLater>
      <HydrateLater when="load">
        <body>
          {children}
          <DocumentScripts />
        </body>
      </HydrateLater>
    </html>
  );
}

function RootLayout() {
  const router = useRouter();
  useEffect(() => {
    // Pages are prerendered without a query string, so hydration reproduces that state exactly; a URL that carries
    // search params (`/insights?category=…`, `/auth?tab=…`) is matched again right after, applying them.
    if (window.location.search) void router.invalidate();
  }, [router]);
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
