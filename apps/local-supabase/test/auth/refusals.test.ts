// Features an unconfigured Supabase project does not offer, called through supabase-js as an app would: each answers
// GoTrue's status, error code and message, never a 500 or a plain-text 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { adminClient, client, raw, startTestServer, uniqueEmail } from './harness';

const PASSWORD = 'Correct-Horse-42';
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: 'off', autoconfirm: true });
});
afterAll(async () => {
  await server?.stop();
});

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('sign-in methods that are off', () => {
  it('ID-token sign-in: 400 provider_disabled naming the provider’s issuer', async () => {
    const { supabase } = client(server);
    const google = await supabase.auth.signInWithIdToken({ provider: 'google', token: 'eyJ.fake.token' });
    expect(google.error?.status).toBe(400);
    expect(google.error?.code).toBe('provider_disabled');
    expect(google.error?.message).toBe('Provider (issuer "https://accounts.google.com") is not enabled');

    const appleToken = `x.${Buffer.from(JSON.stringify({ iss: 'https://appleid.apple.com' })).toString('base64url')}.y`;
    const apple = await supabase.auth.signInWithIdToken({ provider: 'apple', token: appleToken });
    expect(apple.error?.message).toBe('Provider (issuer "https://appleid.apple.com") is not enabled');

    const unknown = await supabase.auth.signInWithIdToken({ provider: 'myidp' as 'google', token: 'a.b.c' });
    expect(unknown.error?.code).toBe('validation_failed');
    expect(unknown.error?.message).toBe('Custom OIDC provider "myidp" not allowed');

    // GoTrue's OAuthError shape for a missing token.
    const missing = await raw(server, '/token?grant_type=id_token', {
      method: 'POST',
      body: JSON.stringify({ provider: 'google' }),
    });
    expect(await json(missing)).toEqual({
      status: 400,
      body: { error: 'invalid request', error_description: 'id_token required' },
    });
  });

  it('Web3 sign-in: 422 web3_provider_disabled', async () => {
    const { supabase } = client(server);
    const { error } = await supabase.auth.signInWithWeb3({
      chain: 'ethereum',
      message: 'example.com wants you to sign in with your Ethereum account',
      signature: '0x00',
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('web3_provider_disabled');
    expect(error?.message).toBe('Web3 provider is disabled');
  });

  it('passkeys: 404 passkey_disabled on every passkey route', async () => {
    for (const [method, path] of [
      ['POST', '/passkeys/authentication/options'],
      ['POST', '/passkeys/authentication/verify'],
      ['POST', '/passkeys/registration/options'],
      ['GET', '/passkeys'],
      ['PATCH', '/passkeys/0b8f7ad5-1b1b-4a0e-9e0e-000000000000'],
      ['DELETE', '/passkeys/0b8f7ad5-1b1b-4a0e-9e0e-000000000000'],
    ] as const) {
      const response = await raw(server, path, { method, body: method === 'GET' ? undefined : '{}' });
      expect(await json(response), `${method} ${path}`).toEqual({
        status: 404,
        body: { code: 'passkey_disabled', message: 'Passkeys are disabled' },
      });
    }
    const admin = adminClient(server);
    const { data } = await admin.auth.admin.createUser({ email: uniqueEmail('passkeys'), password: PASSWORD });
    const listed = await raw(server, `/admin/users/${data.user?.id}/passkeys`, { token: server.serviceRoleKey });
    expect(await json(listed)).toEqual({ status: 200, body: [] });
  });

  it('SSO/SAML: 404 saml_provider_disabled; anonymous sign-in: 422 anonymous_provider_disabled', async () => {
    const { supabase } = client(server);
    const sso = await supabase.auth.signInWithSSO({ domain: 'ardena.example' });
    expect(sso.error?.status).toBe(404);
    expect(sso.error?.code).toBe('saml_provider_disabled');
    expect(sso.error?.message).toBe('SAML 2.0 is disabled');
    expect((await json(await raw(server, '/sso/saml/metadata'))).body.code).toBe('saml_provider_disabled');
    const providers = await raw(server, '/admin/sso/providers', { token: server.serviceRoleKey });
    expect((await json(providers)).status).toBe(404);
    const provider = await raw(server, '/admin/sso/providers/3f1c2b5e-0000-4000-8000-000000000000', {
      method: 'DELETE',
      token: server.serviceRoleKey,
    });
    expect(await json(provider)).toMatchObject({ status: 404, body: { code: 'saml_provider_disabled' } });
    const asAnon = await raw(server, '/admin/sso/providers', { token: server.anonKey });
    expect((await json(asAnon)).body.code).toBe('not_admin');

    const anonymous = await supabase.auth.signInAnonymously();
    expect(anonymous.error?.status).toBe(422);
    expect(anonymous.error?.code).toBe('anonymous_provider_disabled');
  });

  it('OAuth: unconfigured providers, the OAuth callback and the OAuth 2.1 server answer as GoTrue', async () => {
    const { supabase } = client(server);
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    });
    const authorize = await fetch(data.url ?? '', { redirect: 'manual' });
    expect(await json(authorize)).toMatchObject({
      status: 400,
      body: {
        code: 400,
        error_code: 'validation_failed',
        msg: 'Unsupported provider: provider is not enabled',
      },
    });
    const unknown = await fetch((data.url ?? '').replace('provider=github', 'provider=myspace'), {
      redirect: 'manual',
    });
    expect(await json(unknown)).toMatchObject({
      status: 400,
      body: { error_code: 'validation_failed', msg: 'Unsupported provider: Provider myspace could not be found' },
    });
    expect(await json(await raw(server, '/callback'))).toEqual({
      status: 400,
      body: { code: 'bad_oauth_callback', message: 'OAuth state parameter missing' },
    });
    expect(await json(await raw(server, '/oauth/authorize?client_id=x'))).toEqual({
      status: 404,
      body: { code: 'feature_disabled', message: 'OAuth server is disabled' },
    });
  });
});

describe('phone /verify: GoTrue checks the number, not the SMS provider', () => {
  it('a well-formed number with any code is 403 otp_expired; a malformed one is 400 validation_failed', async () => {
    const { supabase } = client(server);
    const expired = await supabase.auth.verifyOtp({ phone: '+447700900123', token: '123456', type: 'sms' });
    expect(expired.error?.status).toBe(403);
    expect(expired.error?.code).toBe('otp_expired');
    expect(expired.error?.message).toBe('Token has expired or is invalid');
    const change = await supabase.auth.verifyOtp({ phone: '+447700900123', token: '123456', type: 'phone_change' });
    expect(change.error?.code).toBe('otp_expired');

    const malformed = await supabase.auth.verifyOtp({ phone: 'not a number', token: '123456', type: 'sms' });
    expect(malformed.error?.status).toBe(400);
    expect(malformed.error?.code).toBe('validation_failed');
    expect(malformed.error?.message).toBe('Invalid phone number format (E.164 required)');
  });
});
