export { brand, localSupabase, mailto, supabaseConfig } from './config';
