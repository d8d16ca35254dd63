/**
 * Storybook wiring for auth components: each story gets its own AuthProvider and a real supabase-js client with
 * its own in-memory session (`parameters.auth.user`), talking to the MSW fake in `fakeSupabase.ts`, and ui's
 * Toaster so notifications show as they do in the app.
 */
import { dismissToast, Toaster, toast } from '@ardena/ui';
import type { Decorator } from '@storybook/react-vite';
import type { User } from '@supabase/supabase-js';
import { useState } from 'react';
import { AuthProvider } from '../provider/AuthProvider';
import { fakeClient } from './fakeSupabase';

export interface AuthStoryParameters {
  /** The signed-in user, or none for a signed-out story. */
  user?: User | null;
}

function FakeAuth({ user, children }: { user: User | null; children: React.ReactNode }) {
  const [client] = useState(() => {
    // The toast store is global: start every story without the previous story's notifications.
    dismissToast();
    return fakeClient(user ?? undefined);
  });
  return (
    <AuthProvider
      client={client}
      notify={(notification) => toast(notification)}
      emailRedirectTo="http://localhost:6006/"
    >
      {children}
      <Toaster />
    </AuthProvider>
  );
}

export const withFakeAuth: Decorator = (Story, context) => {
  const { user = null } = (context.parameters.auth ?? {}) as AuthStoryParameters;
  return (
    // A new key per story remounts the provider, so no session leaks from one story into the next.
    <FakeAuth key={context.id} user={user}>
      <Story />
    </FakeAuth>
  );
};
