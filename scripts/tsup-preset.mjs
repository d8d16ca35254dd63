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
// Source maps are not shipped: the pass rewrites the output, and a map that does not resolve is worse than none.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import ts from 'typescript';

/**
 * @param {{
 *   entry?: Record<string, string>,
 *   styles?: boolean,
 *   clientEntries?: string[],
 *   cssOnlyEntries?: string[],
 * }} [options]
 * `clientEntries`: entry names whose built module starts with "use client". `cssOnlyEntries`: entries built only
 * for their CSS (`dist/<name>.css`); their empty JavaScript is removed.
 */
export function packageConfig(options = {}) {
  const { entry = { index: 'src/index.ts' }, styles = false, clientEntries = [], cssOnlyEntries = [] } = options;
  return {
    entry,
    format: ['esm'],
    dts: { entry: Object.fromEntries(Object.entries(entry).filter(([name]) => !cssOnlyEntries.includes(name))) },
    sourcemap: false,
    clean: true,
    target: 'es2022',
    platform: 'browser',
    // esbuild's own tree shaking; tsup's Rollup pass (`treeshake: true`) strips the pure annotations added below.
    treeshake: false,
    splitting: true,
    esbuildPlugins: styles ? [vanillaExtractPlugin({ identifiers: 'short' })] : [],
    async onSuccess() {
      // esbuild names the extracted CSS after the entry; the package contract is `styles.css`.
      if (styles && existsSync('dist/index.css')) renameSync('dist/index.css', 'dist/styles.css');
      for (const name of cssOnlyEntries) {
        rmSync(`dist/${name}.js`, { force: true });
        rmSync(`dist/${name}.d.ts`, { force: true });
      }
      for (const file of readdirSync('dist')) {
        if (file.endsWith('.css')) {
          // esbuild labels each vanilla-extract module with its whole source, base64-encoded: a third of the file.
          const path = join('dist', file);
          writeFileSync(path, readFileSync(path, 'utf8').replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, ''));
        }
        if (!file.endsWith('.js')) continue;
        const path = join('dist', file);
        let code = markPure(readFileSync(path, 'utf8'), file);
        if (clientEntries.includes(file.replace(/\.js$/, ''))) code = `"use client";\n${code}`;
        writeFileSync(path, code);
      }
    },
  };
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
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  /** @type {{ start: number, end: number, text: string }[]} */
  const edits = [];
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
      edits.push({ start: statement.getStart(source), end: statement.getEnd(), text: '' });
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
      edits.push({ start: statement.getStart(source), end: statement.getEnd(), text: '' });
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
      edits.push({ start: statement.getStart(source), end: statement.getEnd(), text: '' });
    }
  }
  for (const [name, initializer] of initializers) {
    const displayName = displayNames.get(name);
    const start = initializer.getStart(source);
    const end = initializer.getEnd();
    const text = initializer.getText(source);
    if (displayName) {
      // A pure call's arguments still count: the inner call needs its own annotation.
      const inner = ts.isCallExpression(initializer) || ts.isNewExpression(initializer) ? `${pure}${text}` : text;
      edits.push({ start, end, text: `${pure}Object.assign(${inner}, { displayName: ${displayName} })` });
    } else if (isSideEffectFree(initializer)) {
    } else if (ts.isCallExpression(initializer) || ts.isNewExpression(initializer)) {
      const leading = code.slice(initializer.getFullStart(), start);
      if (!leading.includes('@__PURE__') && !leading.includes('#__PURE__')) {
        edits.push({ start, end: start, text: pure });
      }
    } else {
      edits.push({ start, end, text: `${pure}(() => (${text}))()` });
    }
  }
  edits.sort((a, b) => b.start - a.start);
  let result = code;
  for (const edit of edits) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}
