// API reports of the published packages (API Extractor): one committed report per entry point with types, at
// packages/<name>/etc/<name>.api.md (the root entry) and packages/<name>/etc/<name>-<entry>.api.md (./theme,
// ./testing, ./core). They are read from the built declarations (dist/*.d.ts), exactly what a consumer compiles
// against.
//
//   pnpm api:update   builds the packages, then rewrites every report (commit them with the change)
//   pnpm api:check    builds the packages, then fails when a report differs from the built API
//   node scripts/api-report.mjs [--update]   either, on packages already built (the test suite does this)
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

/** The entry points of a package that have declarations, from its published `exports`. */
export function entryPoints(packageDir) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const exports = manifest.publishConfig?.exports ?? manifest.exports ?? {};
  const unscoped = manifest.name.replace(/^@[^/]+\//, '');
  return Object.entries(exports)
    .filter(([, target]) => typeof target === 'object' && target?.types)
    .map(([subpath, target]) => {
      const entry = subpath === '.' ? '' : subpath.replace(/^\.\//, '').replaceAll('/', '-');
      return {
        subpath,
        declarations: target.types,
        reportName: entry ? `${unscoped}-${entry}` : unscoped,
      };
    });
}

/**
 * Compares (or with `update`, rewrites) the report of one entry point. Returns whether the committed report matched
 * the built API, and API Extractor's errors.
 */
export function apiReport(packageDir, entry, { update = false } = {}) {
  const errors = [];
  if (!existsSync(resolve(packageDir, entry.declarations))) {
    errors.push(`${entry.declarations} is not built: run \`pnpm build:packages\` first`);
    return { ok: false, changed: false, errors };
  }
  if (update) mkdirSync(join(packageDir, 'etc'), { recursive: true });
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: packageDir,
      mainEntryPointFilePath: resolve(packageDir, entry.declarations),
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            lib: ['es2022', 'dom', 'dom.iterable'],
            types: [],
          },
          files: [resolve(packageDir, entry.declarations)],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.reportName,
        reportFolder: join(packageDir, 'etc'),
        reportTempFolder: mkdtempSync(join(tmpdir(), 'api-report-')),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: 'lf',
      messages: {
        compilerMessageReporting: { default: { logLevel: 'error' } },
        // The report is the contract; release tags (@public/@beta) and TSDoc style are not used here.
        extractorMessageReporting: { default: { logLevel: 'none' } },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(packageDir, 'package.json'),
  });
  const result = Extractor.invoke(config, {
    localBuild: update,
    messageCallback(message) {
      if (message.logLevel === 'error') errors.push(message.formatMessageWithLocation(packageDir));
      message.handled = true;
    },
  });
  if (!update && result.apiReportChanged) {
    errors.push(`${entry.reportName}.api.md is out of date: run \`pnpm api:update\` and commit it`);
  }
  return { ok: result.succeeded && (update || !result.apiReportChanged), changed: result.apiReportChanged, errors };
}

/** Every published package of the workspace. */
export function workspacePackages(root) {
  return readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name))
    .filter((dir) => {
      try {
        return !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private;
      } catch {
        return false;
      }
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const update = process.argv.includes('--update');
  const root = resolve(import.meta.dirname, '..');
  let failed = false;
  for (const packageDir of workspacePackages(root)) {
    for (const entry of entryPoints(packageDir)) {
      const { ok, changed, errors } = apiReport(packageDir, entry, { update });
      const where = `${packageDir.slice(root.length + 1)}/etc/${entry.reportName}.api.md`;
      if (!ok) {
        failed = true;
        console.log(`api: ${where} FAILED`);
        for (const error of errors) console.log(`  ${error}`);
      } else {
        console.log(`api: ${where} ${update && changed ? 'updated' : 'up to date'}`);
      }
    }
  }
  if (failed) {
    console.log('api: the public API changed. Run `pnpm api:update`, commit the reports, and add a changeset.');
    process.exit(1);
  }
}
