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
  {
    files: ['common/**/*.ts'],
    ignores: ['common/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$)(?!\\.)', message: 'common/ imports only zod' }] }],
    },
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
              regex: '^(?!(zod|mdast|mdast-util-from-markdown|mdast-util-gfm-table|mdast-util-math|micromark-extension-gfm-table|micromark-extension-math|micromark-util-types)$)(?!\\.)',
              message: 'common/ imports only zod; common/markdown.ts also the mdast/micromark parser packages',
            },
          ],
        },
      ],
    },
  },
  ...webArrows(),
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**', '@/*'], message: 'server/ never imports web/' }] }] },
  },
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
  const bans = (...patterns) => ({
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message })),
    ],
  });
  return [
    { files: ['web/**/*.{ts,tsx}'], rules: bans(notServer) },
    { files: ['web/src/features/**/*.{ts,tsx}'], rules: bans(notServer, notShell) },
    { files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'], rules: bans(notServer, notShell, notFeature) },
  ];
}
