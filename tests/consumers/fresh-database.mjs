// Run inside a consumer app after `npm install` (cwd = the app), against a local backend whose only schema is the
// SQL shipped in the installed @ardena/auth tarball: a new user signs up with supabase-js and @ardena/auth reads
// the profile the shipped trigger created. Prints one JSON line; exits non-zero when the profile is missing.
import { fetchProfile } from '@ardena/auth/data';
import { createClient } from '@supabase/supabase-js';

const url = process.env.SUPABASE_URL;
const anonKey = process.env.SUPABASE_ANON_KEY;
if (!url || !anonKey) throw new Error('SUPABASE_URL and SUPABASE_ANON_KEY are required');
const client = createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
const email = `team-${Date.now()}@example.com`;
const { data, error } = await client.auth.signUp({
  email,
  password: 'Fresh-schema-2026',
  options: { data: { userType: 'consumer', firstName: 'Fresh', lastName: 'Schema' } },
});
if (error || !data.user || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
const { profile, error: profileError } = await fetchProfile(client, data.user.id);
if (profileError || !profile) throw new Error(`no profile after sign-up: ${profileError?.message ?? 'none'}`);
if (profile.first_name !== 'Fresh' || profile.user_type !== 'consumer') {
  throw new Error(`the profile does not carry the sign-up details: ${JSON.stringify(profile)}`);
}
console.log(JSON.stringify({ email, profile }));
