// The local keys are written in one file (src/defaults.ts); every other user imports them, so the production refusals
// (server start, site build) and the clients can never disagree about which keys are the public local ones.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localSupabase } from '../../src/defaults';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const skipped = new Set(['node_modules', '.git', '.data', 'coverage', 'storybook-static', 'test-results']);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return skipped.has(entry.name) || entry.name === 'dist' || entry.name.startsWith('dist-')
        ? []
        : sourceFiles(join(directory, entry.name));
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [join(directory, entry.name)] : [];
  });
}

describe('local defaults', () => {
  const files = sourceFiles(repoRoot).map((file) => relative(repoRoot, file));

  it.each([
    ['anon key', localSupabase.anonKey],
    ['service role key', localSupabase.serviceRoleKey],
  ])('the %s is written only in apps/local-supabase/src/defaults.ts', (_name, key) => {
    const holders = files.filter((file) => readFileSync(join(repoRoot, file), 'utf8').includes(key));
    expect(holders).toEqual(['apps/local-supabase/src/defaults.ts']);
  });
});
