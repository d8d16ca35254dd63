// Consumer check of the BUILT package (run by `pnpm build` after check-package): import dist/index.js the way
// a consumer without the vanilla-extract plugin would, server-render components with react-dom/server, and
// prove every class they emit is defined in the one shipped dist/styles.css. Also checks the stylesheet carries
// both themes and the reduced-motion safety net, and that the colour-mode script runs.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const dist = new URL('../dist/', import.meta.url);
const ui = await import(new URL('index.js', dist).href);
const patterns = await import(new URL('patterns.js', dist).href);
const css = readFileSync(fileURLToPath(new URL('styles.css', dist)), 'utf8');

const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
};

/** Class selectors defined anywhere in the stylesheet. */
const definedClasses = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));

/** The class lists of every element in the markup, without lucide's own marker classes (icons are SVG attributes). */
function classListsIn(html) {
  return [...html.matchAll(/class="([^"]*)"/g)]
    .map((match) => match[1].split(/\s+/).filter((name) => name && !name.startsWith('lucide')))
    .filter((names) => names.length > 0);
}

const samples = {
  'Button (primary)': createElement(ui.Button, null, 'Get started'),
  'Button (outline, busy)': createElement(ui.Button, { variant: 'outline', loadingLabel: 'Signing in...' }, 'Sign in'),
  Badge: createElement(ui.Badge, { tone: 'success' }, 'Active'),
  TextField: createElement(ui.TextField, { label: 'Email', error: 'Enter an email address' }),
  Card: createElement(ui.Card, null, createElement(ui.CardTitle, null, 'Solutions')),
  'Tabs (pills)': createElement(
    ui.Tabs,
    { defaultValue: 'a', variant: 'pills' },
    createElement(ui.TabsList, { 'aria-label': 'Letters' }, createElement(ui.TabsTrigger, { value: 'a' }, 'A')),
  ),
  'MetricCard (patterns)': createElement(patterns.MetricCard, { label: 'Revenue', value: '$1,000.00' }),
  'CategoryTabs (patterns)': createElement(
    patterns.CategoryTabs,
    { categories: [{ value: 'a', label: 'A', count: 1 }], value: 'a', onValueChange: () => {} },
    'Panel',
  ),
};

let renderedClasses = 0;
// A recipe's empty variant (for example `fullWidth: false`) still emits a class with no rules, so a class may be
// absent from the CSS; but every styled element must carry at least one class the stylesheet defines.
let emptyVariantClasses = 0;
for (const [name, element] of Object.entries(samples)) {
  const html = renderToString(element);
  const lists = classListsIn(html);
  check(lists.length > 0, `${name}: rendered without any class (${html.slice(0, 120)})`);
  for (const names of lists) {
    const defined = names.filter((className) => definedClasses.has(className));
    renderedClasses += defined.length;
    emptyVariantClasses += names.length - defined.length;
    check(defined.length > 0, `${name}: none of the classes "${names.join(' ')}" is defined in dist/styles.css`);
  }
}

// The Button's base, variant and size classes must all be styled.
const [buttonClasses = []] = classListsIn(renderToString(samples['Button (primary)']));
check(
  buttonClasses.filter((className) => definedClasses.has(className)).length >= 3,
  `Button: expected base, variant and size classes in dist/styles.css, got "${buttonClasses.join(' ')}"`,
);

const buttonHtml = renderToString(samples['Button (primary)']);
check(/<button[^>]*type="button"/.test(buttonHtml), 'Button: did not render a type="button" element');

for (const theme of Object.values(ui.themeClassNames)) {
  check(definedClasses.has(theme), `theme class "${theme}" missing from dist/styles.css`);
}
check(
  /@media\s*\(prefers-reduced-motion:\s*reduce\)\s*\{[^}]*animation-duration:\s*0\.01ms\s*!important/.test(css),
  'the global prefers-reduced-motion rule is missing from dist/styles.css',
);
check(/@media\s*\(prefers-color-scheme:\s*dark\)/.test(css), 'the system dark-mode rule is missing');

// The page baseline is opt-in: the component stylesheet styles no bare element, the reset entry does.
const reset = readFileSync(fileURLToPath(new URL('reset.css', dist)), 'utf8');
check(
  !/(^|[},\s])(body|h1|img|p)\s*[,{]/m.test(css),
  'dist/styles.css styles bare elements; that belongs in reset.css',
);
check(/(^|\n)body\s*\{/.test(reset), 'dist/reset.css has no body rule');
// Theme variables have stable public names a team can override from plain CSS.
check(/--ardena-color-brand:/.test(css), 'dist/styles.css does not define --ardena-color-brand');
for (const [name, text] of [
  ['styles.css', css],
  ['reset.css', reset],
]) {
  const map = text.match(/sourceMappingURL=(\S+) \*\//)?.[1];
  check(
    !map || existsSync(fileURLToPath(new URL(map, dist))),
    `dist/${name} points at a source map that is not shipped`,
  );
}
// Client components cross the Next.js server/client boundary at the entry; the theme entry stays server-safe.
const indexJs = readFileSync(fileURLToPath(new URL('index.js', dist)), 'utf8');
const themeJs = readFileSync(fileURLToPath(new URL('theme.js', dist)), 'utf8');
check(indexJs.startsWith('"use client";'), 'dist/index.js does not start with "use client"');
check(
  readFileSync(fileURLToPath(new URL('patterns.js', dist)), 'utf8').startsWith('"use client";'),
  'dist/patterns.js does not start with "use client"',
);
check(!themeJs.startsWith('"use client"'), 'dist/theme.js must stay usable from a server component');
const theme = await import(new URL('theme.js', dist).href);
check(theme.colorModeScript === ui.colorModeScript, '@ardena/ui/theme does not export the colour-mode script');
check(theme.vars.color.brand === 'var(--ardena-color-brand)', `vars.color.brand is ${theme.vars.color.brand}`);

// The pre-paint script must run stand-alone (it is inlined in <head> before any bundle loads).
const classList = new Set();
const fakeWindow = { matchMedia: () => ({ matches: true }) };
const fakeDocument = {
  documentElement: {
    classList: {
      add: (c) => classList.add(c),
      remove: (...cs) => {
        for (const c of cs) classList.delete(c);
      },
    },
  },
};
const fakeStorage = { getItem: () => null };
new Function('window', 'document', 'localStorage', ui.colorModeScript)(fakeWindow, fakeDocument, fakeStorage);
check(
  classList.has(ui.themeClassNames.dark),
  'colorModeScript did not apply the dark class for a dark system preference',
);

// The core entry stays free of the composites: nothing reachable from dist/index.js defines a pattern component.
const patternNames = Object.keys(patterns).filter((name) => /^[A-Z]/.test(name) && !(name in ui));
check(patternNames.includes('TransactionTable'), '@ardena/ui/patterns does not export TransactionTable');
const reachable = new Set();
const pending = ['index.js'];
while (pending.length > 0) {
  const file = pending.pop();
  if (reachable.has(file)) continue;
  reachable.add(file);
  const code = readFileSync(fileURLToPath(new URL(file, dist)), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) pending.push(match[1]);
}
for (const file of reachable) {
  const code = readFileSync(fileURLToPath(new URL(file, dist)), 'utf8');
  const leaked = patternNames.filter((name) => new RegExp(`\\bfunction ${name}\\(|displayName: "${name}"`).test(code));
  check(leaked.length === 0, `dist/${file} (reachable from dist/index.js) bundles patterns: ${leaked.join(', ')}`);
}
check(!existsSync(fileURLToPath(new URL('patterns.css', dist))), 'dist/patterns.css ships beside styles.css');

if (failures.length > 0) {
  for (const failure of failures) console.error(`error: ${failure}`);
  process.exit(1);
}
console.log(
  `@ardena/ui consumer check: ${Object.keys(samples).length} components rendered from dist, ${reachable.size} files behind dist/index.js free of ${patternNames.length} patterns, ${renderedClasses} classes found in styles.css, ${emptyVariantClasses} empty-variant classes (${(css.length / 1024).toFixed(0)} KB); themes, reduced motion, opt-in reset, public variables, directives and colour-mode script OK`,
);
