// @vitest-environment node
// The two release guards fail when they should: the API report check on a changed declaration, the changeset check
// on a source change without a changeset (and pass on main with no change).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiReport, entryPoints } from './api-report.mjs';
import { changesetPackages, checkChangesets, packagesMissingChangesets } from './check-changesets.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-checks-'));
  made.push(dir);
  return dir;
}

function write(root: string, file: string, text: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

describe('API report check', () => {
  it('passes on the committed report and fails once the built API changes', () => {
    const dir = scratch();
    write(
      dir,
      'package.json',
      JSON.stringify({
        name: '@fixture/greeter',
        version: '1.0.0',
        publishConfig: { exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } } },
      }),
    );
    write(dir, 'dist/index.d.ts', 'export declare function greet(name: string): string;\n');
    const [entry] = entryPoints(dir);
    expect(entry).toMatchObject({ reportName: 'greeter', declarations: './dist/index.d.ts' });
    if (!entry) return;

    expect(apiReport(dir, entry, { update: true }).ok).toBe(true);
    expect(readFileSync(join(dir, 'etc/greeter.api.md'), 'utf8')).toContain('greet(name: string): string');
    expect(apiReport(dir, entry).ok).toBe(true);

    write(dir, 'dist/index.d.ts', 'export declare function greet(name: string, greeting?: string): string;\n');
    const changed = apiReport(dir, entry);
    expect(changed.ok).toBe(false);
    expect(changed.errors.join('\n')).toMatch(/greeter\.api\.md is out of date: run `pnpm api:update`/);

    expect(apiReport(dir, entry, { update: true }).ok).toBe(true);
    expect(apiReport(dir, entry).ok).toBe(true);
  }, 60_000);
});

describe('changeset check', () => {
  const packages = new Map([
    ['ui', '@ardena/ui'],
    ['auth', '@ardena/auth'],
  ]);

  it('reads the packages a changeset names, and refuses one changesets cannot parse', () => {
    expect(changesetPackages('---\n\'@ardena/ui\': minor\n"@ardena/auth": patch\n---\n\nAdds a size.\n')).toEqual([
      '@ardena/ui',
      '@ardena/auth',
    ]);
    expect(changesetPackages('---\n---\n')).toEqual([]);
    // A formatter once turned the front matter into a heading; `changeset version` then stops the release.
    expect(changesetPackages('---\n\n## "@ardena/auth": minor\n\nAdds accounts.\n')).toBeUndefined();
  });

  it('names each package whose shipped source changed without a changeset', () => {
    const changedFiles = [
      'packages/ui/src/components/Button/Button.tsx',
      'packages/auth/src/forms/SignInForm.test.tsx',
      'packages/auth/src/forms/SignInForm.stories.tsx',
      'apps/site/src/main.tsx',
    ];
    expect(packagesMissingChangesets({ changedFiles, changesets: [], packages })).toEqual(['@ardena/ui']);
    const other = "---\n'@ardena/auth': patch\n---\n\nFixes a label.\n";
    expect(packagesMissingChangesets({ changedFiles, changesets: [other], packages })).toEqual(['@ardena/ui']);
    const covering = "---\n'@ardena/ui': minor\n---\n\nAdds a size.\n";
    expect(packagesMissingChangesets({ changedFiles, changesets: [covering], packages })).toEqual([]);
    expect(packagesMissingChangesets({ changedFiles, changesets: ['---\n---\n'], packages })).toEqual([]);
  });

  it('fails on a branch that changed source without a changeset, and passes on main', () => {
    const root = scratch();
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'ci@example.com');
    git('config', 'user.name', 'CI');
    write(root, 'packages/ui/package.json', JSON.stringify({ name: '@ardena/ui', version: '1.0.0' }));
    write(root, 'packages/ui/src/index.ts', 'export const size = 1;\n');
    write(root, '.changeset/README.md', '# Changesets\n');
    git('add', '.');
    git('commit', '-q', '-m', 'release');

    expect(checkChangesets(root, {})).toMatchObject({ missing: [] });

    git('checkout', '-q', '-b', 'feature');
    write(root, 'packages/ui/src/index.ts', 'export const size = 2;\n');
    git('commit', '-q', '-am', 'change the size');
    expect(checkChangesets(root, {})).toMatchObject({ missing: ['@ardena/ui'] });

    write(root, '.changeset/bigger-size.md', "---\n'@ardena/ui': major\n---\n\nDoubles the size.\n");
    expect(checkChangesets(root, {})).toMatchObject({ missing: [] });

    git('checkout', '-q', 'main');
    rmSync(join(root, '.changeset/bigger-size.md'));
    expect(checkChangesets(root, {})).toMatchObject({ missing: [] });
  });
});
