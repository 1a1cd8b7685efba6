// ESLint 9 flat config (decision 0032). `npm run lint` runs it with --max-warnings 0: a warning fails CI too.
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    // Generated (Payload's types, migrations and import map, Next's output) or local run output.
    ignores: [
      'src/payload-types.ts',
      'src/migrations/**',
      '**/importMap.js',
      '.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'data/**',
      'test-results/**',
      'tests/e2e/artifacts/**',
      'bench/out/**',
      '.cluster/**',
      '.cluster-test/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // Server actions, Payload hooks and route handlers must be async whether or not they await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Scripts in plain JavaScript are outside tsconfig: linted without type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read response bodies (`await res.json()`, typed any) and assert on them: that is their job.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` on a component is its own prop (MemberCardsView's role="broker"), not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...nextPlugin.configs['core-web-vitals'],
    settings: { next: { rootDir: import.meta.dirname } },
    rules: {
      ...nextPlugin.configs['core-web-vitals'].rules,
      // Plain <img> with the optimizer's srcset, by decision 0009 (next/image ships client code to every page).
      '@next/next/no-img-element': 'off',
    },
  },
)
