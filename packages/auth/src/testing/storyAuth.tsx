/**
 * Storybook wiring for auth components: each story gets its own AuthProvider and a real supabase-js client with
 * its own in-memory session (`parameters.auth.user`), talking to the MSW fake in `fakeSupabase.ts`, and ui's
 * Toaster so notifications show as they do in the app.
 */
import { dismissToast, Toaster, toast } from '@ardena/ui';
import type { Decorator } from '@storybook/react-vite';
import type { User } from '@supabase/supabase-js';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { createSupabaseClient } from '../client/client';
import type { AuthRoutes } from '../guards/portalRedirect';
import { AuthProvider } from '../provider/AuthProvider';
import {
  emailLinkFragment,
  fakeClient,
  fakeConnection,
  type HandledRequest,
  handledRequests,
  memoryStorage,
  resetHandledRequests,
} from './fakeSupabase';

export interface AuthStoryParameters {
  /** The signed-in user, or none for a signed-out story. */
  user?: User | null;
  /**
   * The page was opened from this email link: a password-reset link signs `user` (or the consumer) in for a new
   * password, exactly as supabase-js reads the link's fragment from the URL.
   */
  openedFrom?: 'recovery';
  /** The app's sign-in and portal paths, given to the provider; its defaults otherwise. */
  routes?: AuthRoutes;
}

function createStoryClient({ user, openedFrom }: AuthStoryParameters) {
  if (!openedFrom) return fakeClient(user ?? undefined);
  // The link's fragment is put in the URL for supabase-js to read (and remove) while the client starts.
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}#${emailLinkFragment(openedFrom, user ?? undefined)}`,
  );
  return createSupabaseClient(fakeConnection, {
    storage: memoryStorage(),
    autoRefreshToken: false,
    detectSessionInUrl: true,
  });
}

function FakeAuth({ parameters, children }: { parameters: AuthStoryParameters; children: React.ReactNode }) {
  const [client] = useState(() => {
    // The toast store and the request log are global: start every story without the previous story's.
    dismissToast();
    resetHandledRequests();
    return createStoryClient(parameters);
  });
  return (
    <AuthProvider
      client={client}
      notify={(notification) => toast(notification)}
      emailRedirectTo="http://localhost:6006/"
      routes={parameters.routes}
    >
      {children}
      <Toaster />
    </AuthProvider>
  );
}

export const withFakeAuth: Decorator = (Story, context) => {
  const parameters = (context.parameters.auth ?? {}) as AuthStoryParameters;
  return (
    // A new key per story remounts the provider, so no session leaks from one story into the next.
    <FakeAuth key={context.id} parameters={parameters}>
      <Story />
    </FakeAuth>
  );
};

/**
 * Waits until the fake backend has answered `method path` with `status` (a range like `4xx`; `pending` for a request
 * it holds; 0 for a dropped connection): the proof in a play function that the state on screen came from a handled
 * request, not from props.
 */
export async function expectHandledRequest(
  method: string,
  path: string,
  status: HandledRequest['status'] | '2xx' | '4xx',
): Promise<HandledRequest> {
  const matches = (request: HandledRequest) =>
    request.method === method &&
    request.path === path &&
    (typeof status === 'string' && status !== 'pending'
      ? String(request.status)[0] === status[0]
      : request.status === status);
  let found: HandledRequest | undefined;
  await waitFor(
    () => {
      found = handledRequests().find(matches);
      expect(found, `${method} ${path} answered with ${status}`).toBeDefined();
    },
    { timeout: 5000 },
  );
  return found as HandledRequest;
}
