// Run after a package's tsup build (cwd = the package): publint on what would be published, then a check
// that every file the published `exports` name exists in dist.
import { existsSync, readFileSync } from 'node:fs';
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
if (failed) process.exit(1);
console.log(`${pkg.name}: publint clean, ${targets.length} published export targets present`);
