// Issue 30, finding 8: a table file cut short (a failed copy, a full disk) was served as a table with no rows. The
// sizes recorded at a clean stop are checked at the next start, which refuses with the file and the fix.
import { mkdtempSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_SIZES_NAME } from '../../src/db/data-dir';
import { DataDirError, startServer } from '../../src/index';

const scratch = mkdtempSync(join(tmpdir(), 'ardena-truncated-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const options = (dataDir: string) => ({ dataDir, port: 0, mailboxPort: 0, quiet: true, rateLimits: 'off' as const });

describe('a truncated table file', { timeout: 240_000 }, () => {
  it('is refused at start with the file named, instead of being served as an empty table', async () => {
    const dataDir = join(scratch, 'cut');
    const first = await startServer(options(dataDir));
    const { rows } = await first.context.db.query<{ path: string; count: string }>(
      "select pg_relation_filepath('public.transactions') as path, (select count(*) from public.transactions)::text as count",
    );
    const file = rows[0]?.path ?? '';
    expect(Number(rows[0]?.count)).toBeGreaterThan(0);
    await first.stop();
    const recorded = JSON.parse(readFileSync(join(dataDir, 'pgdata', FILE_SIZES_NAME), 'utf8')) as Record<
      string,
      number
    >;
    expect(recorded[file]).toBeGreaterThan(0);

    truncateSync(join(dataDir, 'pgdata', file), 0);
    const again = startServer(options(dataDir));
    await expect(again).rejects.toBeInstanceOf(DataDirError);
    await expect(again).rejects.toThrow(
      new RegExp(`${file} is 0 bytes \\(it was ${recorded[file]} bytes\\).*Restore the folder`),
    );
  });

  it('a clean stop and start with untouched files still starts, keeping the rows', async () => {
    const dataDir = join(scratch, 'intact');
    const first = await startServer(options(dataDir));
    const before = (await first.context.db.query<{ n: string }>('select count(*)::text as n from public.transactions'))
      .rows[0]?.n;
    await first.stop();
    const second = await startServer(options(dataDir));
    try {
      const after = (
        await second.context.db.query<{ n: string }>('select count(*)::text as n from public.transactions')
      ).rows[0]?.n;
      expect(after).toBe(before);
    } finally {
      await second.stop();
    }
  });
});
