// An address signed up by someone who cannot read its mailbox: once the real owner proves the address, nothing the
// unproven sign-up chose survives — its password, its metadata, and the profile's account type and names — in
// whichever order the sign-ups came (ADR 0011).
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

/** The emails to an address, oldest first, with their links and 6-digit codes. */
async function emailsTo(email: string): Promise<Array<{ link: string; code: string }>> {
  const search = await fetch(`${server.mailboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
  const { messages } = (await search.json()) as { messages: Array<{ ID: string }> };
  const emails: Array<{ link: string; code: string }> = [];
  for (const { ID } of messages.reverse()) {
    const message = (await (await fetch(`${server.mailboxUrl}/api/v1/message/${ID}`)).json()) as { Text: string };
    emails.push({
      link: /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.Text)?.[0] ?? '',
      code: /code: (\d{6})/.exec(message.Text)?.[1] ?? '',
    });
  }
  return emails;
}

async function isConfirmed(email: string): Promise<boolean> {
  const { rows } = await server.context.db.query<{ confirmed: boolean }>(
    'select email_confirmed_at is not null as confirmed from auth.users where email = $1',
    [email],
  );
  return rows[0]?.confirmed ?? false;
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

  // Both orders (ADR 0011): each mail confirms exactly the sign-up that sent it, so the owner's own mail wins whether
  // the attacker signed up before or after the owner, and whatever the attacker chose is dead afterwards.
  for (const order of ['owner then attacker', 'attacker then owner'] as const) {
    for (const proof of ['link', 'code'] as const) {
      it(`${order}: the owner confirms from their own mail (${proof}); only the owner’s password and data remain`, async () => {
        const email = uniqueEmail(`victim-${order.split(' ')[0]}-${proof}`);
        if (order === 'owner then attacker') {
          await signUp(email, OWNER_PASSWORD, ownerData);
          await signUp(email, ATTACKER_PASSWORD, attackerData);
        } else {
          await signUp(email, ATTACKER_PASSWORD, attackerData);
          await signUp(email, OWNER_PASSWORD, ownerData);
        }
        const [first, second] = await emailsTo(email);
        const ownerMail = order === 'owner then attacker' ? first : second;
        const attackerMail = order === 'owner then attacker' ? second : first;
        expect(ownerMail?.link).toBeTruthy();
        expect(attackerMail?.link).toBeTruthy();
        expect(await isConfirmed(email)).toBe(false);

        if (proof === 'link') {
          const landed = hashParams(await followLink(ownerMail?.link ?? ''));
          expect(landed.get('access_token')).toBeTruthy();
        } else {
          const { error } = await client(server).supabase.auth.verifyOtp({
            email,
            token: ownerMail?.code ?? '',
            type: 'email',
          });
          expect(error).toBeNull();
        }
        expect(await isConfirmed(email)).toBe(true);
        await expectOwnedByOwner(email, ownerData);
        const owner = await client(server).supabase.auth.signInWithPassword({ email, password: OWNER_PASSWORD });
        expect(owner.error).toBeNull();
        expect(owner.data.user?.user_metadata).toMatchObject({ ...ownerData, email_verified: true });
        expect(owner.data.user?.user_metadata.businessName).toBeUndefined();

        // The attacker's own mail is dead once the owner proved the address: its link and its code.
        const refused = hashParams(await followLink(attackerMail?.link ?? ''));
        expect(Object.fromEntries(refused)).toMatchObject({ error: 'access_denied', error_code: 'otp_expired' });
        const byCode = await client(server).supabase.auth.verifyOtp({
          email,
          token: attackerMail?.code ?? '',
          type: 'email',
        });
        expect(byCode.error?.code).toBe('otp_expired');
        await expectOwnedByOwner(email, ownerData);
        expect(
          (await client(server).supabase.auth.signInWithPassword({ email, password: OWNER_PASSWORD })).error,
        ).toBeNull();
      });
    }
  }

  it('owner then attacker, PKCE: the owner’s own link gives a code only the owner’s browser can exchange', async () => {
    const email = uniqueEmail('victim-pkce');
    const owner = client(server, 'pkce').supabase;
    const attacker = client(server, 'pkce').supabase;
    expect(
      (await owner.auth.signUp({ email, password: OWNER_PASSWORD, options: { data: ownerData } })).error,
    ).toBeNull();
    expect(
      (await attacker.auth.signUp({ email, password: ATTACKER_PASSWORD, options: { data: attackerData } })).error,
    ).toBeNull();
    const [ownerMail] = await emailsTo(email);
    const landed = await followLink(ownerMail?.link ?? '');
    const code = landed.searchParams.get('code') ?? '';
    const exchanged = await owner.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.user_metadata).toMatchObject(ownerData);
    await expectOwnedByOwner(email, ownerData);
  });

  it('a resend while two sign-ups wait: the resent mail, whosever it is, proves the address with no password', async () => {
    const email = uniqueEmail('victim-resend');
    await signUp(email, OWNER_PASSWORD, ownerData);
    await signUp(email, ATTACKER_PASSWORD, attackerData);
    expect((await client(server).supabase.auth.resend({ type: 'signup', email })).error).toBeNull();
    const mails = await emailsTo(email);
    expect(mails).toHaveLength(3);
    const landed = hashParams(await followLink(mails[2]?.link ?? ''));
    expect(landed.get('access_token')).toBeTruthy();
    await expectOwnedByOwner(email, {});
    const owner = await client(server).supabase.auth.signInWithPassword({ email, password: OWNER_PASSWORD });
    expect(owner.error?.code).toBe('invalid_credentials');
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
