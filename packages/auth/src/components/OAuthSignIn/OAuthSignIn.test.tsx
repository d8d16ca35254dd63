import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OAuthSignIn } from './OAuthSignIn';

const connection = { url: 'http://auth.test', anonKey: 'public-anon-key' };
const providers = [
  { provider: 'apple', name: 'Apple', label: 'Continue with Apple' },
  { provider: 'google', name: 'Google', label: 'Continue with Google' },
] as const;

/** The auth server's answer to GET /auth/v1/authorize, as GoTrue gives it. */
function authorizeAnswers(answer: () => Response) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      requests.push(`${init?.redirect ?? 'follow'} ${url}`);
      return answer();
    }),
  );
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('OAuthSignIn', () => {
  it('says in place that a provider the project has not enabled is not available, and stays on the page', async () => {
    const requests = authorizeAnswers(() =>
      Response.json(
        { code: 400, error_code: 'validation_failed', msg: 'Unsupported provider: provider is not enabled' },
        { status: 400 },
      ),
    );
    const navigate = vi.fn();
    render(
      <OAuthSignIn
        providers={providers}
        connection={connection}
        redirectTo="http://site.test/auth"
        navigate={navigate}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Sign-in with Google is not enabled here. Please continue with your email address.',
      ),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
    const [mode, url] = (requests[0] ?? '').split(' ');
    expect(mode).toBe('manual');
    const authorize = new URL(url ?? '');
    expect(authorize.pathname).toBe('/auth/v1/authorize');
    expect(authorize.searchParams.get('provider')).toBe('google');
    expect(authorize.searchParams.get('redirect_to')).toBe('http://site.test/auth');
    // Both buttons work again.
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
  });

  it('goes to the provider when the auth server answers with a redirect', async () => {
    authorizeAnswers(() => new Response(null, { status: 302, headers: { Location: 'https://appleid.example/auth' } }));
    const navigate = vi.fn();
    render(<OAuthSignIn providers={providers} connection={connection} navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(new URL(navigate.mock.calls[0]?.[0]).searchParams.get('provider')).toBe('apple');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('names any other failure with the server’s message', async () => {
    authorizeAnswers(() => Response.json({ code: 500, msg: 'Database unavailable' }, { status: 500 }));
    render(<OAuthSignIn providers={providers} connection={connection} navigate={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sign-in with Apple could not start: Database unavailable',
    );
  });
});
