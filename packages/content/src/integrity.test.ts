// @vitest-environment node
// Reads the repository from disk, which needs a real file: URL for this module.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import * as content from './index';
import { routePaths } from './types';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// Build output (dist, dist-*) legitimately embeds the address; only source counts.
const skippedDirectories = new Set(['node_modules', '.git', '.data', 'coverage', 'storybook-static', 'test-results']);
const isBuildOutput = (name: string) => name === 'dist' || name.startsWith('dist-');
const sourceFile = /\.(?:[cm]?[jt]sx?)$/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      const skipped = skippedDirectories.has(entry.name) || isBuildOutput(entry.name);
      return skipped ? [] : sourceFiles(join(directory, entry.name));
    }
    return sourceFile.test(entry.name) ? [join(directory, entry.name)] : [];
  });
}

/** Every string value reachable from the exported content, with the key it sits under. */
function collectStrings(value: unknown, key: string, seen: Set<unknown>, out: { key: string; value: string }[]) {
  if (typeof value === 'string') out.push({ key, value });
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [childKey, child] of Object.entries(value)) collectStrings(child, childKey, seen, out);
  }
  return out;
}

const strings = collectStrings(content, 'root', new Set(), []);

describe('single sources', () => {
  const files = sourceFiles(repoRoot).map((file) => relative(repoRoot, file));

  it('scans the repository’s source files', () => {
    expect(files).toContain('packages/content/src/brand.ts');
    expect(files.length).toBeGreaterThan(20);
  });

  it('the general email is written only in packages/content/src/brand.ts', () => {
    const holders = files.filter((file) => readFileSync(join(repoRoot, file), 'utf8').includes(brand.email));
    expect(holders).toEqual(['packages/content/src/brand.ts']);
  });
});

describe('links in the content', () => {
  it('point only at known routes', () => {
    const internal = strings.filter(({ key, value }) => key === 'href' && value.startsWith('/'));
    expect(internal.length).toBeGreaterThan(50);
    for (const { value } of internal) expect(routePaths).toContain(value.split('?')[0]);
  });

  it('send every mail link to the general address', () => {
    const mailLinks = strings.filter(({ value }) => value.startsWith('mailto:'));
    expect(mailLinks.length).toBeGreaterThan(20);
    for (const { value } of mailLinks) expect(value.startsWith(`mailto:${brand.email}`)).toBe(true);
  });

  it('leaves no control without somewhere to go, and no apology for one', () => {
    const kinds = strings.filter(({ key }) => key === 'kind').map(({ value }) => value);
    expect(kinds).not.toContain('inert');
    expect(strings.filter(({ value }) => /not available/i.test(value))).toEqual([]);
  });
});
