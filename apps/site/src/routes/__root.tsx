import '@ardena/ui/reset.css';
import { colorModeScript, themeClassNames } from '@ardena/ui';
import { createRootRoute, HeadContent, Outlet, Scripts, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { consentPromptScript } from '../components/ConsentUi';
import { SiteLayout } from '../components/SiteLayout';
import { SiteProviders } from '../components/SiteProviders';

export const Route = createRootRoute({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#15803d' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    // Runs before first paint so the stored light/dark choice never flashes; the CSP allows it by hash.
    // The cookie banner is prerendered hidden; the second script shows it at once when no choice is stored.
    scripts: [{ children: colorModeScript }, { children: consentPromptScript }],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
});

function RootDocument({ children }: { children: ReactNode }) {
  return (
    // The pre-paint script swaps the theme class before React hydrates; the server default is light so pages read
    // correctly with JavaScript off.
    <html lang="en-GB" className={themeClassNames.light} suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
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
    <SiteProviders>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </SiteProviders>
  );
}
