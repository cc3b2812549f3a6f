import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', '.tmp/**', 'server/db/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // common/ is shared by both sides, so it imports only zod and its own files. A block of its own: the Markdown module
  // widens it for its parser packages.
  {
    files: ['common/**/*.ts'],
    ignores: ['common/**/*.test.ts'],
    rules: importBans({ regex: '^(?!zod$)(?!\\./)', message: 'common/ imports only zod and its own files' }),
  },
  {
    // The one Markdown + maths parser (docs/decisions/030) may also use the parser packages, and only those.
    files: ['common/markdown.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(zod|mdast|mdast-util-from-markdown|mdast-util-gfm-table|mdast-util-math|micromark-extension-gfm-table|micromark-extension-math|micromark-util-types)$)(?!\\./)',
              message: 'common/ imports only zod; common/markdown.ts also the mdast/micromark parser packages',
            },
          ],
        },
      ],
    },
  },
  ...webArrows(),
  ...serverArrows(),
  {
    files: ['bench/**/*.ts', 'scripts/**', 'server/cli/**', 'e2e/**'],
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    rules: { 'no-console': 'off', 'no-empty-pattern': 'off' },
  },
);

/**
 * The web's arrows (docs/decisions/025): the shell (web/src/app) → features → components and lib → common, and web never
 * imports server/. A later block replaces a rule's options for its files, so each block repeats the bans that still apply;
 * no-restricted-syntax applies the same patterns to `import()`, which no-restricted-imports does not see.
 */
function webArrows() {
  const notServer = { regex: '(^|/)server/', message: 'web/ never imports server/' };
  const notShell = {
    regex: '^(@/|(\\.\\./)+)app(/|$)',
    message: 'Only the shell imports web/src/app: move what a screen needs into web/src/components or web/src/lib',
  };
  const notFeature = {
    regex: '^(@/|(\\.\\./)+)features(/|$)',
    message: 'web/src/components and web/src/lib never import a feature: the feature passes what they need as props',
  };
  const bans = importBans;
  return [
    { files: ['web/**/*.{ts,tsx}'], rules: bans(notServer) },
    { files: ['web/src/features/**/*.{ts,tsx}'], rules: bans(notServer, notShell) },
    { files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'], rules: bans(notServer, notShell, notFeature) },
  ];
}

/**
 * The rules that ban imports matching each pattern: no-restricted-imports for `import`/`export … from` (type-only
 * ones included), no-restricted-syntax for `import()`, which the first rule does not see. A later block replaces a
 * rule's options for its files, so each block lists every ban that applies to its files.
 */
function importBans(...patterns) {
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message })),
    ],
  };
}

/**
 * The server's arrows (docs/decisions/020): main.ts, start.ts and app.ts → features → platform → db → common, with the seed a
 * part of its own above the features. Regular expressions over the import path; a feature folder is flat, so `../x/`
 * from a feature is another feature. Tests (and server/test) may import anything on the server, app.ts included.
 */
function serverArrows() {
  const notWeb = { regex: '(^|/)web/|^@/', message: 'server/ never imports web/' };
  const commonByAlias = { regex: '^(\\.\\./)+common(/|$)', message: 'Import common/ as @common/…, the same way as the web does' };
  const notApp = {
    regex: '^(\\.\\./)+app$',
    message: 'Only start.ts (and tests) import server/app.ts: AppInstance, FeatureDeps and Deps come from platform/app-types',
  };
  const notFeature = { regex: '(^|/)features(/|$)', message: 'The platform and the database never import a feature: move what both need into the platform' };
  const notSeed = { regex: '(^|/)seed(/|$)', message: 'Only start.ts and the CLI run the seed: it sits above the features' };
  const notPlatform = { regex: '(^|/)platform(/|$)', message: 'server/db sits below the platform and never imports it' };
  const schemaOwnOnly = { regex: '^\\.\\./', message: 'server/db/schema imports only drizzle, @common/* and its own files' };
  const serviceOnly = 'call another feature only through its service.ts (docs/decisions/020)';
  const otherFeatureInternals = { regex: '^\\.\\./[^./][^/]*/(?!service$)', message: `A feature may ${serviceOnly}` };
  const featureInternals = { regex: '(^|/)features/[^/]+/(?!service$)', message: `Code outside a feature may ${serviceOnly}` };
  const tests = ['server/**/*.test.ts', 'server/test/**'];
  const base = [notWeb, commonByAlias];
  return [
    { files: ['server/**/*.ts'], rules: importBans(...base, notApp) },
    { files: ['server/start.ts', ...tests], rules: importBans(...base) },
    { files: ['server/platform/**/*.ts'], ignores: tests, rules: importBans(...base, notApp, notFeature, notSeed) },
    { files: ['server/db/**/*.ts'], ignores: ['server/db/seed/**', ...tests], rules: importBans(...base, notApp, notFeature, notSeed, notPlatform) },
    { files: ['server/db/schema/**/*.ts'], ignores: tests, rules: importBans(notWeb, schemaOwnOnly) },
    { files: ['server/db/seed/**/*.ts', 'server/cli/**/*.ts'], ignores: tests, rules: importBans(...base, notApp, featureInternals) },
    { files: ['server/features/**/*.ts'], ignores: tests, rules: importBans(...base, notApp, notSeed, otherFeatureInternals, featureInternals) },
    { files: ['e2e/**/*.ts', 'bench/**/*.ts'], rules: importBans(commonByAlias) },
  ];
}
