// Run by @ardena/auth's build (cwd = packages/auth): copies the repository's supabase/migrations/*.sql into the
// package (packages/auth/supabase/migrations, git-ignored), so the tarball carries exactly the schema the local
// backend and a real Supabase project run: one source, nothing to keep in sync by hand.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const source = resolve(import.meta.dirname, '../supabase/migrations');
const target = resolve('supabase/migrations');
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
const files = readdirSync(source).filter((file) => file.endsWith('.sql'));
if (files.length === 0) throw new Error(`no migrations in ${source}`);
for (const file of files) copyFileSync(join(source, file), join(target, file));
console.log(`@ardena/auth: ${files.length} migrations packaged in supabase/migrations`);
