import js from '@eslint/js'
import pluginRouter from '@tanstack/eslint-plugin-router'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const restrict = (...patterns) => ['error', { patterns }]
const radixOnlyInUi = {
  group: ['@radix-ui/*'],
  message: 'Wrap Radix in src/components/ui/ and import that.',
}
const firebaseOnlyInLib = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/lib/firebase*.ts and src/lib/analytics*.ts talk to Firebase.',
}
const noUpwardImports = {
  group: ['@/features/*', '@/routes/*', '../features/*', '../routes/*'],
  message: 'Imports flow lib/components/content -> features -> routes, never back.',
}
const noCrossFeature = {
  group: ['@/features/*', '@/routes/*'],
  message: 'A feature does not import another feature or a route; share through lib or components.',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'src/routeTree.gen.ts',
      'src/content-modules.gen.d.ts',
      'playwright-report',
      'test-results',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(radixOnlyInUi, firebaseOnlyInLib) },
  },
  {
    files: ['src/components/ui/**'],
    rules: { 'no-restricted-imports': restrict(firebaseOnlyInLib, noUpwardImports) },
  },
  {
    files: ['src/lib/**', 'src/components/**', 'src/content/**'],
    ignores: ['src/components/ui/**', 'src/lib/firebase*.ts', 'src/lib/analytics*.ts'],
    rules: { 'no-restricted-imports': restrict(radixOnlyInUi, firebaseOnlyInLib, noUpwardImports) },
  },
  {
    files: ['src/lib/firebase*.ts', 'src/lib/analytics*.ts'],
    rules: { 'no-restricted-imports': restrict(radixOnlyInUi, noUpwardImports) },
  },
  {
    files: ['src/features/**'],
    rules: { 'no-restricted-imports': restrict(radixOnlyInUi, firebaseOnlyInLib, noCrossFeature) },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'bench/*.mjs',
      'functions/**/*.js',
      '*.config.{js,ts}',
      'tests/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The after-paint loader runs in the page; postbuild (Node) writes it into every page.
    files: ['src/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // page.evaluate callbacks in scripts run in the browser
    files: ['scripts/demo-video/*.mjs', 'scripts/screenshot.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
)
