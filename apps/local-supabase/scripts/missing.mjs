console.error('The local Supabase backend is not built yet (issue "Local Supabase, part 1"): nothing to run.');
process.exit(1);
