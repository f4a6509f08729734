import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
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
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import/no-cycle': 'error',
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
  {
    // Layering (ARCHITECTURE.md §2): the runtime never imports a component; domain stays pure.
    files: ['runtime/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/renderers/**', '**/server/**', '**/cli/**'] },
      ],
    },
  },
  {
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/runtime/**',
            '**/renderers/**',
            '**/server/**',
            '**/cli/**',
            'node:*',
            'react',
            'react-dom',
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
);
