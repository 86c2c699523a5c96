/**
 * The boundaries between the code's parts, checked on every `npm run check` (docs/architecture.md, "Layers and
 * their rules"). None is tolerated: any violation fails the check.
 * dependency-cruiser is pinned at 17, the last major that runs on Node 20 (package.json's engines allow it).
 */
const SERVER_FEATURES = '^packages/server/src/features/';
const WEB_FEATURES = '^packages/web/src/features/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Modules that import each other load in an order that depends on who came first; keep imports a tree.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-imports-other-feature',
      comment:
        'A web feature stands on the shared kit (components/, lib/) and the domain package; app/ composes features.',
      severity: 'error',
      from: { path: `${WEB_FEATURES}([^/]+)/` },
      to: { path: WEB_FEATURES, pathNot: `${WEB_FEATURES}$1/` },
    },
    {
      name: 'web-feature-imports-app',
      comment: 'app/ composes the features; a feature never reaches back into it.',
      severity: 'error',
      from: { path: WEB_FEATURES },
      to: { path: '^packages/web/src/app/' },
    },
    {
      name: 'server-feature-imports-other-repository',
      comment:
        "A feature's SQL is its own: another feature asks its service (or a seam it exports outside the repository).",
      severity: 'error',
      from: { path: `${SERVER_FEATURES}([^/]+)/` },
      to: { path: `${SERVER_FEATURES}[^/]+/.+\\.repository\\.ts$`, pathNot: `${SERVER_FEATURES}$1/` },
    },
    {
      name: 'server-plugins-and-db-import-features',
      comment:
        'Plugins and the database layer sit under the features. The demo seeds (db/seed) are left out: they make ' +
        "the demo accounts' data through the features' services, as users would.",
      severity: 'error',
      from: {
        path: '^packages/server/src/(plugins|db)/',
        pathNot: '^packages/server/src/db/(seed|migrations)/',
      },
      to: { path: SERVER_FEATURES },
    },
    {
      name: 'server-migrations-import-features',
      comment:
        'Released migrations are never edited, and three of them fill the reference lists with what the ' +
        'reference feature holds (its tables and its loader); that loader is all a migration may take from the ' +
        'features.',
      severity: 'error',
      from: { path: '^packages/server/src/db/migrations/' },
      to: {
        path: SERVER_FEATURES,
        pathNot: `${SERVER_FEATURES}reference/(reference-tables|reference\\.repository)\\.ts$`,
      },
    },
    {
      name: 'domain-imports-server-or-web',
      comment: 'The domain package is shared by both sides and knows neither.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/(server|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: a boundary is about knowing the other part, not only about running it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
