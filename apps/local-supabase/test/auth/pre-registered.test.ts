// An address signed up by someone who cannot read its mailbox: once the real owner proves the address, nothing the
// unproven sign-up chose survives — its password, its metadata, and the profile's account type and names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { client, followLink, hashParams, latestEmail, startTestServer, uniqueEmail } from './harness';

const ATTACKER_PASSWORD = 'Attacker-Pass-1';
const OWNER_PASSWORD = 'Owner-Pass-2026';
const attackerData = { userType: 'business', firstName: 'Mallory', lastName: 'Evil', businessName: 'Evil Ltd' };
const ownerData = { userType: 'consumer', firstName: 'Ada', lastName: 'Lovelace' };
let server: RunningServer;

beforeAll(async () => {
  // Limits off also turns off the one-email-per-minute rule, so two sign-ups can follow each other at once.
  server = await startTestServer({ rateLimits: 'off' });
});
afterAll(async () => {
  await server?.stop();
});

async function signUp(email: string, password: string, data: Record<string, unknown>) {
  const { error } = await client(server).supabase.auth.signUp({ email, password, options: { data } });
  expect(error).toBeNull();
}

/** The emails to an address, oldest first, with their 6-digit codes. */
async function codesSentTo(email: string): Promise<string[]> {
  const search = await fetch(`${server.mailboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
  const { messages } = (await search.json()) as { messages: Array<{ ID: string }> };
  const codes: string[] = [];
  for (const { ID } of messages.reverse()) {
    const message = (await (await fetch(`${server.mailboxUrl}/api/v1/message/${ID}`)).json()) as { Text: string };
    codes.push(/code: (\d{6})/.exec(message.Text)?.[1] ?? '');
  }
  return codes;
}

async function expectOwnedByOwner(email: string, expectedData: Record<string, unknown>) {
  const attacker = await client(server).supabase.auth.signInWithPassword({ email, password: ATTACKER_PASSWORD });
  expect(attacker.error?.code).toBe('invalid_credentials');
  const profile = (
    await server.context.db.query<Record<string, unknown>>(
      `select p.user_type, p.first_name, p.last_name, p.business_name from public.profiles p
         join auth.users u on u.id = p.user_id where u.email = $1`,
      [email],
    )
  ).rows;
  expect(profile).toEqual([
    {
      user_type: expectedData.userType ?? 'consumer',
      first_name: expectedData.firstName ?? null,
      last_name: expectedData.lastName ?? null,
      business_name: expectedData.businessName ?? null,
    },
  ]);
}

describe('a pre-registered address', () => {
  it('the owner signs up later and confirms from the mailbox link: the owner’s password, metadata and profile win', async () => {
    const email = uniqueEmail('victim');
    await signUp(email, ATTACKER_PASSWORD, attackerData);
    await signUp(email, OWNER_PASSWORD, ownerData);
    const landed = hashParams(await followLink((await latestEmail(server, email)).link ?? ''));
    expect(landed.get('access_token')).toBeTruthy();

    await expectOwnedByOwner(email, ownerData);
    const owner = await client(server).supabase.auth.signInWithPassword({ email, password: OWNER_PASSWORD });
    expect(owner.error).toBeNull();
    expect(owner.data.user?.user_metadata).toMatchObject({ ...ownerData, email_verified: true });
    expect(owner.data.user?.user_metadata.businessName).toBeUndefined();
  });

  it('each sign-up keeps its own code: the owner’s earlier code still applies the owner’s choices', async () => {
    const email = uniqueEmail('victim-code');
    await signUp(email, OWNER_PASSWORD, ownerData);
    await signUp(email, ATTACKER_PASSWORD, attackerData);
    const [ownerCode] = await codesSentTo(email);
    const { error } = await client(server).supabase.auth.verifyOtp({ email, token: ownerCode ?? '', type: 'email' });
    expect(error).toBeNull();

    await expectOwnedByOwner(email, ownerData);
    expect(
      (await client(server).supabase.auth.signInWithPassword({ email, password: OWNER_PASSWORD })).error,
    ).toBeNull();
  });

  it('proven by a magic link instead: no password and none of the unproven metadata remain', async () => {
    const email = uniqueEmail('victim-otp');
    await signUp(email, ATTACKER_PASSWORD, attackerData);
    const { supabase } = client(server);
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    const landed = hashParams(await followLink((await latestEmail(server, email)).link ?? ''));
    expect(landed.get('access_token')).toBeTruthy();

    await expectOwnedByOwner(email, {});
    const user = (await supabase.auth.getUser(landed.get('access_token') ?? '')).data.user;
    expect(user?.user_metadata.firstName).toBeUndefined();
    expect(user?.user_metadata.userType).toBeUndefined();
  });

  it('the sign-up response never shows another sign-up’s metadata', async () => {
    const email = uniqueEmail('victim-leak');
    await signUp(email, ATTACKER_PASSWORD, attackerData);
    const { data } = await client(server).supabase.auth.signUp({
      email,
      password: OWNER_PASSWORD,
      options: { data: ownerData },
    });
    expect(data.user?.user_metadata).toMatchObject(ownerData);
    expect(data.user?.user_metadata.businessName).toBeUndefined();
  });
});
