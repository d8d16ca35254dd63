// Run after a package's tsup build (cwd = the package): publint on what would be published, then a check
// that every file the published `exports` name exists in dist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
// pnpm applies publishConfig when packing, so lint exactly the packed package.
const { messages, pkg: packed } = await publint({ pkgDir: process.cwd(), pack: 'pnpm', level: 'suggestion' });
let failed = false;
for (const message of messages) {
  const text = formatMessage(message, packed ?? pkg);
  console.log(`${message.type}: ${text}`);
  if (message.type === 'error' || message.type === 'warning') failed = true;
}

const published = pkg.publishConfig?.exports ?? {};
const targets = [];
for (const value of Object.values(published)) {
  if (typeof value === 'string') targets.push(value);
  else for (const target of Object.values(value)) targets.push(target);
}
for (const target of targets) {
  if (!existsSync(target)) {
    console.log(`error: published export ${target} was not built`);
    failed = true;
  }
}
for (const problem of sourceMapProblems('dist')) {
  console.log(`error: ${problem}`);
  failed = true;
}

if (failed) process.exit(1);
console.log(`${pkg.name}: publint clean, ${targets.length} published export targets present`);

/**
 * Every built .js and .css names a map that ships beside it, every own source's text is embedded (the tarball has no
 * src/), and sampled positions resolve: a function's name or a rule's selector maps back to a line that contains it.
 */
function sourceMapProblems(dir) {
  const problems = [];
  for (const file of readdirSync(dir).filter((name) => /\.(js|css)$/.test(name))) {
    const code = readFileSync(join(dir, file), 'utf8');
    const reference = code.match(/[#@] sourceMappingURL=(\S+?)(?: \*\/)?\s*$/)?.[1];
    if (!reference || !existsSync(join(dir, reference))) {
      problems.push(`${file} has no source map beside it`);
      continue;
    }
    const map = JSON.parse(readFileSync(join(dir, reference), 'utf8'));
    const traced = new TraceMap(map);
    map.sources.forEach((source, index) => {
      if (!source.includes('/node_modules/') && typeof map.sourcesContent?.[index] !== 'string') {
        problems.push(`${reference}: ${source} has no embedded source`);
      }
    });
    const lines = code.split('\n');
    const pattern = file.endsWith('.js') ? /\bfunction ([A-Za-z_$][\w$]{2,})\(/ : /^(\.[\w-]+) \{$/;
    let checked = 0;
    let resolved = 0;
    lines.forEach((line, row) => {
      const match = line.match(pattern);
      if (!match || checked >= 200) return;
      const column = (match.index ?? 0) + match[0].indexOf(match[1]);
      const original = originalPositionFor(traced, { line: row + 1, column });
      if (original.source?.includes('/node_modules/')) return;
      checked++;
      const content = original.source ? map.sourcesContent?.[map.sources.indexOf(original.source)] : undefined;
      const sourceLine = content?.split('\n')[(original.line ?? 0) - 1] ?? '';
      // esbuild renames colliding functions (`Card2`); the map keeps the original name.
      const name = file.endsWith('.js') ? (original.name ?? match[1]) : match[1].slice(1);
      if (sourceLine.includes(name)) resolved++;
    });
    if (checked > 0 && resolved < checked * 0.95) {
      problems.push(`${reference}: only ${resolved} of ${checked} sampled positions resolve to their source`);
    }
  }
  return problems;
}
