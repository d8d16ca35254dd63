import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlySignInScript, fetchWithEarlySignIns, markAuthClientReady } from './earlySignIn';

const api = 'http://127.0.0.1:54321';
const grantUrl = `${api}/auth/v1/token?grant_type=password`;

/** The sign-in page as prerendered: the document is the zone until the router marks it live. */
function signInPage(passwordAutocomplete = 'current-password', passwords = 1): HTMLFormElement {
  document.documentElement.setAttribute('data-early-zone', '');
  document.documentElement.removeAttribute('data-live');
  const fields = Array.from(
    { length: passwords },
    () => `<input type="password" autocomplete="${passwordAutocomplete}">`,
  ).join('');
  document.body.innerHTML = `<form method="post"><input type="email" name="email">${fields}<button type="submit">Sign In</button></form>`;
  return document.querySelector('form') as HTMLFormElement;
}

function fill(form: HTMLFormElement, email: string, password: string): void {
  (form.querySelector('input[type=email]') as HTMLInputElement).value = email;
  for (const field of form.querySelectorAll<HTMLInputElement>('input[type=password]')) field.value = password;
}

/** A submit as the visitor's Enter makes it; the early-event contract's own handler cancels it before it leaves. */
function submit(form: HTMLFormElement): void {
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

/** supabase-js's password sign-in request. */
function supabaseSignIn(email: string, password: string): [string, RequestInit] {
  return [
    grantUrl,
    { method: 'POST', body: JSON.stringify({ email, password, gotrue_meta_security: {} }), headers: {} },
  ];
}

describe('early sign-in', () => {
  let network: ReturnType<typeof vi.fn>;
  let cancelNative: (event: Event) => void;

  beforeAll(() => {
    // The inline script, as the page's head runs it (once per document: its listener stays).
    new Function(earlySignInScript(api, 'anon-key'))();
  });

  beforeEach(() => {
    network = vi.fn(async () => new Response(JSON.stringify({ access_token: 'a' }), { status: 200 }));
    vi.stubGlobal('fetch', network);
    cancelNative = (event) => event.preventDefault();
    document.addEventListener('submit', cancelNative);
  });

  afterEach(() => {
    document.removeEventListener('submit', cancelNative);
    vi.unstubAllGlobals();
    (window as { __ardenaEarlySignIns?: unknown[] }).__ardenaEarlySignIns?.splice(0);
    delete (window as { __ardenaAuthClientReady?: boolean }).__ardenaAuthClientReady;
  });

  it('sends the sign-in supabase-js would send, once, and hands its answer to the client when the submit is replayed', async () => {
    const form = signInPage();
    fill(form, '  ana@company.eu ', 'Secret-123');
    submit(form);
    submit(form);
    expect(network).toHaveBeenCalledTimes(1);
    const [url, init] = network.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(grantUrl);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      apikey: 'anon-key',
      Authorization: 'Bearer anon-key',
      'X-Supabase-Api-Version': '2024-01-01',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'ana@company.eu',
      password: 'Secret-123',
      gotrue_meta_security: {},
    });

    const clientFetch = fetchWithEarlySignIns(api);
    const answer = await clientFetch(...supabaseSignIn('ana@company.eu', 'Secret-123'));
    expect(await answer.json()).toEqual({ access_token: 'a' });
    expect(network).toHaveBeenCalledTimes(1);
    // Taken once: a second sign-in is the client's own request.
    await clientFetch(...supabaseSignIn('ana@company.eu', 'Secret-123'));
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('starts on the click of the submit button, as Enter in a field and a tap make it', () => {
    const form = signInPage();
    fill(form, 'ana@company.eu', 'Secret-123');
    const button = form.querySelector('button[type=submit]') as HTMLButtonElement;
    // The early-event contract holds the click (no submit follows before the page is live).
    const hold = (event: Event) => event.preventDefault();
    document.addEventListener('click', hold, true);
    button.click();
    document.removeEventListener('click', hold, true);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('lets the client ask afresh when the values changed before the replay, or the early request failed', async () => {
    const form = signInPage();
    fill(form, 'ana@company.eu', 'Secret-123');
    submit(form);
    const clientFetch = fetchWithEarlySignIns(api);
    await clientFetch(...supabaseSignIn('ana@company.eu', 'Secret-1234'));
    expect(network).toHaveBeenCalledTimes(2);

    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fill(form, 'lea@company.eu', 'Other-456');
    submit(form);
    const answer = await clientFetch(...supabaseSignIn('lea@company.eu', 'Other-456'));
    expect(answer.status).toBe(200);
    expect(network).toHaveBeenCalledTimes(4);
  });

  it('still sends from a live page until the client has loaded, as the form then waits for supabase-js', () => {
    const form = signInPage();
    document.documentElement.setAttribute('data-live', '');
    fill(form, 'ana@company.eu', 'Secret-123');
    submit(form);
    expect(network).toHaveBeenCalledTimes(1);
    markAuthClientReady();
    fill(form, 'lea@company.eu', 'Other-456');
    submit(form);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('stays out of forms that are not a password sign-in, of a live page with its client, and of implausible input', () => {
    markAuthClientReady();
    fill(signInPage('new-password'), 'ana@company.eu', 'Secret-123');
    submit(document.querySelector('form') as HTMLFormElement);
    fill(signInPage('current-password', 2), 'ana@company.eu', 'Secret-123');
    submit(document.querySelector('form') as HTMLFormElement);
    const form = signInPage();
    fill(form, 'ana@', 'Secret-123');
    submit(form);
    fill(form, 'ana@company.eu', '');
    submit(form);
    fill(form, 'ana@company.eu', 'Secret-123');
    document.documentElement.setAttribute('data-live', '');
    submit(form);
    expect(network).not.toHaveBeenCalled();
  });

  it('passes every other request through untouched', async () => {
    const clientFetch = fetchWithEarlySignIns(api);
    await clientFetch(`${api}/rest/v1/profiles?select=*`, { method: 'GET' });
    expect(network).toHaveBeenCalledWith(`${api}/rest/v1/profiles?select=*`, { method: 'GET' });
  });
});
