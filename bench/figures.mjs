// The arithmetic and bookkeeping every bench suite shares: medians of interleaved rounds, ratios, budgets, and each
// figure printed beside the one the previous run stored (bench-results/figures.json, git-ignored). Pure functions,
// apart from the last few, which read and write that file and ask git for the commit.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the last run's figures are kept, so the next run can print them beside its own. */
export const defaultFiguresFile = join(fileURLToPath(new URL('..', import.meta.url)), 'bench-results/figures.json');

/** The median of finite numbers (the mean of the middle two for an even count); undefined when there are none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `numerator / denominator`, or undefined when either is missing or the denominator is not positive. */
export function ratio(numerator, denominator) {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator <= 0) return undefined;
  return numerator / denominator;
}

/** A ratio as people read it: `1.12×`; `—` when there is none. */
export function formatRatio(value) {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : '—';
}

/** A figure with its unit: milliseconds as seconds from 1 s, KB with one decimal, ratios as `×`, shares as `%`. */
export function formatValue(value, unit) {
  if (!Number.isFinite(value)) return '—';
  switch (unit) {
    case 'ms':
      return Math.abs(value) >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
    case 'KB':
      return `${value.toFixed(1)} KB`;
    case 'x':
      return formatRatio(value);
    case '%':
      return `${Math.round(value * 100)}%`;
    default:
      return unit ? `${Math.round(value * 100) / 100} ${unit}` : String(Math.round(value * 100) / 100);
  }
}

/**
 * Whether `value` keeps `budget` (`{ max }` or `{ min }`): `yes`, `NO`, or `—` when there is no budget or no value.
 */
export function withinBudget(value, budget) {
  if (!budget || !Number.isFinite(value)) return '—';
  if (budget.max !== undefined && value > budget.max) return 'NO';
  if (budget.min !== undefined && value < budget.min) return 'NO';
  return 'yes';
}

/** A budget as printed: `≤ 1.10×`, `≥ 97`. */
export function formatBudget(budget, unit) {
  if (!budget) return '';
  if (budget.max !== undefined) return `≤ ${formatValue(budget.max, unit)}`;
  if (budget.min !== undefined) return `≥ ${formatValue(budget.min, unit)}`;
  return '';
}

/** The change from `previous` to `current` as printed: `+120 ms (+8%)`, `no change`, or `no previous` . */
export function formatChange(current, previous, unit) {
  if (!Number.isFinite(previous)) return 'no previous';
  if (!Number.isFinite(current)) return '—';
  const delta = current - previous;
  if (delta === 0) return 'no change';
  const sign = delta > 0 ? '+' : '−';
  const magnitude = formatValue(Math.abs(delta), unit);
  const percent = previous !== 0 ? ` (${sign}${Math.round(Math.abs(delta / previous) * 100)}%)` : '';
  return `${sign}${magnitude}${percent}`;
}

/**
 * The rows a suite prints: each figure (`{ id, label, value, unit, budget?, note? }`) beside the previous run's value
 * of the same id, with the change and whether the budget is kept.
 */
export function compareWithPrevious(figures, previous = {}) {
  return figures.map((figure) => {
    const before = previous[figure.id]?.value;
    return {
      figure: figure.label,
      now: formatValue(figure.value, figure.unit),
      previous: Number.isFinite(before) ? formatValue(before, figure.unit) : 'none',
      change: formatChange(figure.value, before, figure.unit),
      budget: formatBudget(figure.budget, figure.unit),
      within: withinBudget(figure.value, figure.budget),
      ...(figure.note ? { note: figure.note } : {}),
    };
  });
}

/**
 * The stored figures with `figures` (of one suite) merged in: every other suite's figures stay as they were, so
 * `pnpm bench throttled` compares with the last throttled run even if `pnpm bench site` ran in between.
 */
export function mergeFigures(stored, figures, run) {
  const next = { ...(stored?.figures ?? {}) };
  for (const figure of figures) {
    if (!Number.isFinite(figure.value)) continue;
    next[figure.id] = { value: figure.value, unit: figure.unit, label: figure.label, ...run };
  }
  return { figures: next };
}

/** The figures the last run stored (`{}` when there are none or the file is unreadable). */
export function readStoredFigures(file = defaultFiguresFile) {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')).figures ?? {};
  } catch {
    return {};
  }
}

/** Stores `figures` for the next run, tagged with when and at which commit they were measured. */
export function storeFigures(figures, run, file = defaultFiguresFile) {
  const stored = existsSync(file) ? { figures: readStoredFigures(file) } : {};
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(mergeFigures(stored, figures, run), null, 2)}\n`);
}

/** One line naming the run the previous figures come from (they may come from several). */
export function describePrevious(previous, ids) {
  const runs = new Set(
    ids
      .map((id) => previous[id])
      .filter(Boolean)
      .map((entry) => `${entry.commit ?? 'unknown commit'} at ${entry.measuredAt ?? 'an unknown time'}`),
  );
  if (runs.size === 0) return 'previous: none (first run: nothing stored in bench-results/figures.json)';
  return `previous: ${[...runs].join('; ')}`;
}

/** The commit the measured build comes from (`abc1234`, with `+changes` for a dirty work tree). */
export function currentCommit() {
  const git = (args) => spawnSync('git', args, { encoding: 'utf8' });
  const head = git(['rev-parse', '--short', 'HEAD']);
  if (head.status !== 0) return 'unknown commit';
  const dirty = git(['status', '--porcelain', '--untracked-files=no']).stdout.trim() !== '';
  return `${head.stdout.trim()}${dirty ? '+changes' : ''}`;
}

/**
 * Prints `figures` beside the previous run's (one table) and stores them for the next run. Returns the printed rows.
 */
export function reportFigures(title, figures, { file = defaultFiguresFile } = {}) {
  const previous = readStoredFigures(file);
  console.log(`\n${title}`);
  console.log(
    describePrevious(
      previous,
      figures.map((figure) => figure.id),
    ),
  );
  const rows = compareWithPrevious(figures, previous);
  console.table(rows);
  storeFigures(figures, { commit: currentCommit(), measuredAt: new Date().toISOString() }, file);
  return rows;
}
