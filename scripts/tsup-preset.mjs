// Shared tsup settings for every @ardena/* package: ESM + .d.ts, React and dependencies external,
// vanilla-extract styles compiled into plain CSS files so consumers need no vanilla-extract plugin.
//
// After esbuild, every JavaScript file gets a pass that makes the package tree-shakable and RSC-ready:
// - top-level calls (`forwardRef`, `createContext`, recipes, `new Intl.NumberFormat`) get `/* @__PURE__ */`,
//   and top-level reads or templates are wrapped in a pure IIFE, so a consumer's bundler drops what is unused;
// - `X.displayName = '…'` statements (a side effect bundlers must keep) are folded into X's declaration as a
//   pure `Object.assign`, or dropped when X is a function declaration of that very name (React shows the name);
// - bare property reads (`ns.node;`, left by bundled icon modules) are dropped;
// - the entries listed in `clientEntries` start with `"use client"` (esbuild drops module directives when it
//   bundles, and Next.js App Router needs them on the module a server component imports).
// Source maps (JavaScript and CSS) ship beside each file with their sources embedded, so they resolve inside the
// tarball: every rewrite below goes through magic-string and its map is composed with esbuild's.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import remapping from '@jridgewell/remapping';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import MagicString from 'magic-string';
import ts from 'typescript';

/**
 * @param {{
 *   entry?: Record<string, string>,
 *   styles?: boolean,
 *   clientEntries?: string[],
 *   cssOnlyEntries?: string[],
 *   stylesEntry?: string,
 * }} [options]
 * `clientEntries`: entry names whose built module starts with "use client". `cssOnlyEntries`: entries built only
 * for their CSS (`dist/<name>.css`); their empty JavaScript is removed. `stylesEntry`: the entry whose CSS ships as
 * `dist/styles.css` (default `index`); a package with several component entries points it at a CSS-only entry that
 * re-exports them all, so every style is in `styles.css` once and no entry ships a partial copy.
 */
export function packageConfig(options = {}) {
  const {
    entry = { index: 'src/index.ts' },
    styles = false,
    clientEntries = [],
    cssOnlyEntries = [],
    stylesEntry = 'index',
  } = options;
  return {
    entry,
    format: ['esm'],
    dts: { entry: Object.fromEntries(Object.entries(entry).filter(([name]) => !cssOnlyEntries.includes(name))) },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    platform: 'browser',
    // esbuild's own tree shaking; tsup's Rollup pass (`treeshake: true`) strips the pure annotations added below.
    treeshake: false,
    splitting: true,
    esbuildPlugins: styles ? [vanillaExtractPlugin({ identifiers: 'short' })] : [],
    async onSuccess() {
      // esbuild names the extracted CSS after the entry; the package contract is one `styles.css`.
      if (styles && existsSync(`dist/${stylesEntry}.css`)) {
        renameSync(`dist/${stylesEntry}.css`, 'dist/styles.css');
        if (existsSync(`dist/${stylesEntry}.css.map`)) {
          renameSync(`dist/${stylesEntry}.css.map`, 'dist/styles.css.map');
        }
        // Each other component entry's CSS is a subset of styles.css.
        for (const name of Object.keys(entry)) {
          if (name === stylesEntry || cssOnlyEntries.includes(name)) continue;
          for (const suffix of ['.css', '.css.map']) rmSync(`dist/${name}${suffix}`, { force: true });
        }
      }
      for (const name of cssOnlyEntries) {
        for (const suffix of ['.js', '.js.map', '.d.ts']) rmSync(`dist/${name}${suffix}`, { force: true });
      }
      for (const file of readdirSync('dist')) {
        const path = join('dist', file);
        if (file.endsWith('.css')) {
          // esbuild labels each vanilla-extract module with its whole source, base64-encoded: a third of the file.
          const css = new MagicString(readFileSync(path, 'utf8'));
          for (const match of css.original.matchAll(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g)) {
            css.remove(match.index, match.index + match[0].length);
          }
          if (existsSync(`${path}.map`)) {
            css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
            css.append(`/*# sourceMappingURL=${file}.map */\n`);
          }
          writeWithMap(path, file, css);
        }
        if (!file.endsWith('.js')) continue;
        const code = rewriteForBundlers(readFileSync(path, 'utf8'), file);
        if (clientEntries.includes(file.replace(/\.js$/, ''))) code.prepend('"use client";\n');
        writeWithMap(path, file, code);
      }
    },
  };
}

/** Writes a rewritten file and composes the rewrite's map with esbuild's (`<file>.map`), sources embedded. */
function writeWithMap(path, file, code) {
  writeFileSync(path, code.toString());
  const mapPath = `${path}.map`;
  if (!existsSync(mapPath)) return;
  const rewriteMap = code.generateMap({ hires: 'boundary', source: file, file, includeContent: false });
  const composed = remapping([rewriteMap, readFileSync(mapPath, 'utf8')], () => null);
  composed.file = file;
  composed.sources = composed.sources.map((source, index) => {
    // vanilla-extract names each CSS module `vanilla-extract-css-ns:<file>.vanilla.css?source=<base64>`: name the
    // .css.ts file instead (the content stays the CSS it generated, which the positions refer to).
    const styleModule = source?.match(/^vanilla-extract-css-ns:(.+?)\.vanilla\.css/);
    if (styleModule) return `../${styleModule[1]}`;
    // Bundled third-party modules (icon glyphs) keep their positions but not their whole source: simple-icons'
    // index alone is megabytes, and the consumer can read it in the dependency's own package.
    if (source?.includes('/node_modules/') && composed.sourcesContent) composed.sourcesContent[index] = null;
    return source;
  });
  writeFileSync(mapPath, JSON.stringify(composed));
}

const pure = '/* @__PURE__ */ ';

/** Expressions a bundler already treats as free of side effects. */
function isSideEffectFree(node) {
  return (
    ts.isIdentifier(node) ||
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isRegularExpressionLiteral(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isClassExpression(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword ||
    (ts.isPrefixUnaryExpression(node) && isSideEffectFree(node.operand)) ||
    (ts.isArrayLiteralExpression(node) && node.elements.every(isSideEffectFree)) ||
    (ts.isObjectLiteralExpression(node) &&
      node.properties.every(
        (property) =>
          (ts.isPropertyAssignment(property) &&
            !ts.isComputedPropertyName(property.name) &&
            isSideEffectFree(property.initializer)) ||
          ts.isShorthandPropertyAssignment(property) ||
          ts.isMethodDeclaration(property),
      ))
  );
}

/** Rewrites one built module so every top-level declaration is droppable when unused (see the header). */
export function markPure(code, fileName = 'module.js') {
  return rewriteForBundlers(code, fileName).toString();
}

/** `markPure` as a MagicString, so the rewrite keeps a source map. */
function rewriteForBundlers(code, fileName) {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const output = new MagicString(code);
  /** @type {Map<string, ts.Expression>} */
  const initializers = new Map();
  /** @type {Map<string, string>} */
  const displayNames = new Map();

  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (declaration.initializer && ts.isIdentifier(declaration.name)) {
          initializers.set(declaration.name.text, declaration.initializer);
        }
      }
    }
  }
  const functionNames = new Set(
    source.statements.filter(ts.isFunctionDeclaration).map((declaration) => declaration.name?.text),
  );
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement)) continue;
    const expression = statement.expression;
    if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
      output.remove(statement.getStart(source), statement.getEnd());
      continue;
    }
    if (
      ts.isBinaryExpression(expression) &&
      expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(expression.left) &&
      expression.left.name.text === 'displayName' &&
      ts.isIdentifier(expression.left.expression) &&
      functionNames.has(expression.left.expression.text) &&
      ts.isStringLiteral(expression.right) &&
      expression.right.text === expression.left.expression.text
    ) {
      output.remove(statement.getStart(source), statement.getEnd());
      continue;
    }
    if (
      ts.isBinaryExpression(expression) &&
      expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(expression.left) &&
      expression.left.name.text === 'displayName' &&
      ts.isIdentifier(expression.left.expression) &&
      initializers.has(expression.left.expression.text) &&
      ts.isStringLiteral(expression.right)
    ) {
      displayNames.set(expression.left.expression.text, expression.right.getText(source));
      output.remove(statement.getStart(source), statement.getEnd());
    }
  }
  for (const [name, initializer] of initializers) {
    const displayName = displayNames.get(name);
    const start = initializer.getStart(source);
    const end = initializer.getEnd();
    if (displayName) {
      // A pure call's arguments still count: the inner call needs its own annotation.
      const inner = ts.isCallExpression(initializer) || ts.isNewExpression(initializer) ? pure : '';
      output.prependLeft(start, `${pure}Object.assign(${inner}`);
      output.appendRight(end, `, { displayName: ${displayName} })`);
    } else if (isSideEffectFree(initializer)) {
    } else if (ts.isCallExpression(initializer) || ts.isNewExpression(initializer)) {
      const leading = code.slice(initializer.getFullStart(), start);
      if (!leading.includes('@__PURE__') && !leading.includes('#__PURE__')) output.prependLeft(start, pure);
    } else {
      output.prependLeft(start, `${pure}(() => (`);
      output.appendRight(end, '))()');
    }
  }
  return output;
}
