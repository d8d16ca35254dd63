// `pnpm check:imports`: the import graph of the site and the packages (dependency-cruiser, run in the suite's lint
// lane). Type-only imports count: a loop through a type still ties the two modules together.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import loop: move what both sides need into a module of its own that both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'island-runtime-is-generic',
      severity: 'error',
      comment:
        'The island runtime (apps/site/src/islands, except the *.island.tsx declarations) is what components build on: it never imports them.',
      from: { path: '^apps/site/src/islands/', pathNot: '[.]island[.]tsx$' },
      to: { path: '^apps/site/src/components/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
