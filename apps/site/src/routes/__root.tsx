import '@ardena/ui/reset.css';
import { AuthProvider } from '@ardena/auth';
import { colorModeScript, themeClassNames, toast } from '@ardena/ui';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { AccountSessionBridge } from '../account/AccountSessionBridge';
import { consentPromptScript } from '../components/ConsentUi';
import { SiteLayout } from '../components/SiteLayout';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
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
  const { session } = Route.useRouteContext();
  useEffect(() => {
    // Pages are prerendered without a query string, so hydration reproduces that state exactly; a URL that carries
    // search params (`/insights?category=…`, `/auth?tab=…`) is matched again right after, applying them.
    if (window.location.search) void router.invalidate();
  }, [router]);
  return (
    // The one AuthProvider of the site: the header's account menu, /auth and the portals share its session. Its client
    // loads only when one of them connects the account session, so signed-out visits to public pages load no
    // supabase-js.
    <AuthProvider notify={toast} client={session.client}>
      <AccountSessionBridge session={session} />
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </AuthProvider>
  );
}
