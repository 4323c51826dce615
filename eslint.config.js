import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * Data flows one way: route → module → db (STYLE.md). The zones below make the direction a lint
 * error rather than a review comment, as bulletproof-react does.
 */
export default tseslint.config(
  {
    ignores: ['build*/**', 'node_modules/**', '.react-router/**', 'var/**', 'tests/.tmp/**', 'test-results/**', 'playwright-report/**', 'bench/**', 'db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/ignore': ['node_modules'], 'import-x/external-module-folders': ['node_modules'] },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './app/routes', from: './db', message: 'Routes call modules; only modules touch the db.' },
            { target: './app/modules', from: './app/routes', message: 'Modules never import routes.' },
            { target: './app/components', from: './app/routes' },
            { target: './app/components/ui', from: './app/modules' },
            { target: './app/utils', from: './app/modules' },
            { target: './app/utils', from: './app/routes' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The drawings depend on nothing domain-specific (docs/architecture.md): a domain hands them plain
    // values, never the reverse. Their tests may read the seeded catalogue as data.
    files: ['app/modules/artwork/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './app/modules/artwork', from: './app/modules', except: ['./artwork'], message: 'The drawings import no domain module: the domain passes plain values in.' },
            { target: './app/modules/artwork', from: './app/components', except: ['./ui'], message: 'The drawings use only app/utils and app/components/ui.' },
            ...['./app/routes', './app/i18n', './db', './server'].map((from) => ({
              target: './app/modules/artwork',
              from,
              message: 'The drawings use only app/utils and app/components/ui.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Application code never imports test code (tests next to the code may use factories).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#tests/*'], message: 'App code never imports tests.' },
            { group: ['zod', 'zod/*'], message: 'Import z from #app/utils/zod.ts: it sets zod up for the browser first.' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/routes/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#app/utils/db.server*', 'drizzle-orm*'], message: 'Routes never touch the db: call a module.' },
            { group: ['#tests/*'], message: 'App code never imports tests.' },
            { group: ['zod', 'zod/*'], message: 'Import z from #app/utils/zod.ts: it sets zod up for the browser first.' },
          ],
        },
      ],
    },
  },
  {
    // The one place that imports zod itself (and the shop's additions to it).
    files: ['app/utils/zod.ts', 'app/utils/zod-shop.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', 'server/**/*.ts', 'db/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
)
