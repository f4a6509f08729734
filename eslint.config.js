import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Text in JSX must come from the message catalogs: raw letters in markup are never translated. */
const NO_RAW_TEXT = [
  'error',
  {
    selector: 'JSXText[value=/\\p{L}/u]',
    message: 'User-facing text goes through react-intl (FormattedMessage / intl.formatMessage).',
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|alt|title|placeholder)$/] > Literal[value=/\\p{L}/u]',
    message: 'User-facing text goes through react-intl (FormattedMessage / intl.formatMessage).',
  },
];

/** The checks (tests/, bench/) are above every floor: nothing outside them imports them. */
const CHECKS = ['**/tests/**', '**/bench/**'];

/** A floor's no-restricted-imports: the floors above it, and the checks. */
function floorRule(above) {
  return ['error', { patterns: [...above, ...CHECKS] }];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'schemas/types.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    // Import cycles are refused by tests/unit/architecture/importCycles.test.ts (eslint's
    // import/no-cycle gave the same answer in 70 % of the lint's time).
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['runtime/**/*.tsx', 'renderers/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': NO_RAW_TEXT,
    },
  },
  // Layering (ARCHITECTURE.md §2): a floor imports only floors below it, and nothing outside the
  // checks imports them. Each floor's block repeats the checks' patterns because a later block's
  // no-restricted-imports replaces an earlier one's for the same file rather than adding to it.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // Playwright's and vitest's configuration files belong to the checks they configure.
    ignores: ['tests/**', 'bench/**', 'playwright.config.ts', 'vitest.config.ts'],
    rules: { 'no-restricted-imports': floorRule([]) },
  },
  {
    // The runtime never imports a component.
    files: ['runtime/**'],
    rules: {
      'no-restricted-imports': floorRule(['**/renderers/**', '**/server/**', '**/cli/**']),
    },
  },
  {
    // Domain stays pure: no browser floor, no server, no Node, no React.
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': floorRule([
        '**/runtime/**',
        '**/renderers/**',
        '**/server/**',
        '**/cli/**',
        'node:*',
        'react',
        'react-dom',
      ]),
    },
  },
  {
    // Components run in the browser: they reach the server through the runtime's API client.
    files: ['renderers/**'],
    rules: { 'no-restricted-imports': floorRule(['**/server/**', '**/cli/**']) },
  },
  {
    // The server imports domain/ and never the browser floors or the CLI that starts it.
    files: ['server/**'],
    rules: {
      'no-restricted-imports': floorRule(['**/runtime/**', '**/renderers/**', '**/cli/**']),
    },
  },
  {
    // The CLI may import server/ and domain/, never the browser floors.
    files: ['cli/**'],
    rules: { 'no-restricted-imports': floorRule(['**/runtime/**', '**/renderers/**']) },
  },
  {
    // Benchmarks share what they need with the tests through lower floors (server/, cli/harness/).
    files: ['bench/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/tests/**'] }] },
  },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
);
