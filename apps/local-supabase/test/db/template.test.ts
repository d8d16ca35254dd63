// The in-memory template cache (PGlite): a database unpacked from the cached dump is the database a cold start builds,
// sequences included, and building a template leaves every other project's cached files alone.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/context';
import { openInMemoryFromTemplate, templateDirectory } from '../../src/db/template';

const scratch = mkdtempSync(join(tmpdir(), 'ardena-template-'));
afterAll(() => {
  rmSync(templateDirectory(join(scratch, 'supabase')), { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

function projectWithIdentityTable(): string {
  const supabaseDir = join(scratch, 'supabase');
  mkdirSync(join(supabaseDir, 'migrations'), { recursive: true });
  writeFileSync(
    join(supabaseDir, 'migrations', '20260101000000_items.sql'),
    `create table public.items (id bigint generated always as identity primary key, name text not null);
     insert into public.items (name) values ('seeded');`,
  );
  return supabaseDir;
}

async function nextId(db: Database): Promise<number> {
  const { rows } = await db.query<{ id: string }>(`insert into public.items (name) values ('new') returning id`);
  await db.close();
  return Number(rows[0]?.id);
}

describe('template cache', () => {
  it('a warm start hands out the same ids as a cold one, and other projects keep their cached templates', async () => {
    const supabaseDir = projectWithIdentityTable();
    const ownDirectory = templateDirectory(supabaseDir);
    rmSync(ownDirectory, { recursive: true, force: true });

    // Another checkout's template, and one left in the old shared location, must survive this project's build.
    const otherProject = templateDirectory(join(scratch, 'another-checkout', 'supabase'));
    mkdirSync(otherProject, { recursive: true });
    const otherTemplate = join(otherProject, '0123456789abcdef0123.tar');
    writeFileSync(otherTemplate, 'not ours');
    const legacyShared = join(tmpdir(), `ardena-local-supabase-${'f'.repeat(20)}.tar`);
    writeFileSync(legacyShared, 'not ours either');

    try {
      const cold = await openInMemoryFromTemplate(supabaseDir);
      expect(cold.prepared.applied).toEqual(['20260101000000_items.sql']);
      const coldId = await nextId(cold.db);

      const warm = await openInMemoryFromTemplate(supabaseDir);
      expect(warm.prepared.applied).toEqual([]);
      const warmId = await nextId(warm.db);

      expect(coldId).toBe(2);
      expect(warmId).toBe(coldId);
      expect(existsSync(otherTemplate)).toBe(true);
      expect(existsSync(legacyShared)).toBe(true);
    } finally {
      rmSync(otherProject, { recursive: true, force: true });
      rmSync(legacyShared, { force: true });
    }
  });
});
