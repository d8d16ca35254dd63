import '@ardena/ui/reset.css';
import '../fonts.css';
import { colorModeScript, themeClassNames } from '@ardena/ui';
import fontUrl from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo } from 'react';
import { AccountSessionBridge } from '../account/AccountSessionBridge';
import { accountHintScript } from '../account/accountHint';
import { earlySignInScript } from '../account/earlySignIn';
import { prefetchOnSession } from '../account/portalPrefetch';
import { SiteAuthProvider } from '../account/SiteAuthProvider';
import { isAccountPath } from '../accountPaths';
import { backend } from '../backend';
import { consentPromptScript } from '../components/consent/ConsentUi';
import { SiteLayout } from '../components/layout/SiteLayout';
import { earlyEventsScript, earlyZoneAttribute } from '../islands/earlyEvents';
import type { RouterContext } from '../routerContext';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      // The browser chrome follows the page: brand green in light mode, the dark page background in dark mode.
      { name: 'theme-color', content: '#0a7a3b', media: '(prefers-color-scheme: light)' },
      { name: 'theme-color', content: '#0b120e', media: '(prefers-color-scheme: dark)' },
    ],
    links: [
      // One variable file carries every weight the site uses; preloaded so it arrives with the stylesheet, not after it.
      { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      // favicon.ico for browsers and tools that ask for it by name; the SVG (light and dark aware) for the rest.
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      { rel: 'manifest', href: '/site.webmanifest' },
    ],
    // Runs before first paint so the stored light/dark choice never flashes; the CSP allows it by hash.
    // The cookie banner is prerendered hidden; the second script shows it at once when no choice is stored.
    // The early-event contract (islands/earlyEvents.ts) holds a submit or tap made before its part of the page is live.
    // The account hint shows the header's signed-in state in the first frame (account/accountHint.ts).
    // On account pages, a sign-in submitted before the page is live leaves at once (account/earlySignIn.ts). Here in
    // the root, not in the sign-in route: a route's script would be added again on every client navigation to it,
    // where the CSP (by hash, per document) refuses it; the root's stay as the first document rendered them.
    scripts: [
      { children: earlyEventsScript },
      { children: colorModeScript },
      { children: accountHintScript },
      { children: consentPromptScript },
      ...(isAccountPath(matches.at(-1)?.pathname ?? '/')
        ? [{ children: earlySignInScript(backend.url, backend.anonKey) }]
        : []),
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
});

function RootDocument({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // An account page is one React root (the router's): the early-event contract holds events anywhere in it until it
  // exists. Public pages are static HTML whose islands are the zones.
  // The zone turns live when the page's content has hydrated (components/Page.tsx).
  const zone = isAccountPath(pathname) ? { [earlyZoneAttribute]: '' } : {};
  return (
    // The pre-paint script swaps the theme class before React hydrates; the server default is light so pages read
    // correctly with JavaScript off.
    <html lang="en-GB" className={themeClassNames.light} suppressHydrationWarning {...zone}>
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
  const onAuthEvent = useMemo(() => prefetchOnSession(session), [session]);
  useEffect(() => {
    // Pages are prerendered without a query string, so hydration reproduces that state exactly; a URL that carries
    // search params (`/insights?category=…`, `/auth?tab=…`) is matched again right after, applying them.
    if (window.location.search) void router.invalidate();
  }, [router]);
  return (
    // The site's AuthProvider, above the header's account menu, /auth and the portals, so they share its session (a
    // public page's header island mounts the same one for itself). Its client loads only once something connects the
    // account session, so signed-out visits load no supabase-js.
    <SiteAuthProvider session={session} onAuthEvent={onAuthEvent}>
      <AccountSessionBridge session={session} />
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </SiteAuthProvider>
  );
}
