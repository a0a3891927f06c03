// ESLint flat config (docs/decisions/018-lint-and-format.md). `npm run lint` and the unit test
// tests/unit/lint/lint.test.ts run it with zero warnings allowed; formatting is Prettier's, not ESLint's.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'node_modules/**',
      'reports/**',
      'coverage/**',
      '.data/**',
      '.tmp/**',
      '.wrangler/**',
      '**/*.build-*.mjs',
      '**/*.timestamp-*.mjs',
      'data/**',
      'public/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The two classic rules of hooks. The React Compiler rules that eslint-plugin-react-hooks 7 adds to its
    // `recommended` set are left out: the site does not use the compiler, and they cost most of the lint time.
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
      // Lists styled without bullets keep role="list": VoiceOver drops the list semantics of `list-style: none`.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // A region that scrolls sideways (wide tables) takes focus so it can be scrolled by keyboard (axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
      // Choice labels hold their text two elements down (label > span > strong).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    rules: {
      // Vike's types are extended the way Vike documents it: `declare global { namespace Vike { ... } }`.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // A leading `_` names what is unused on purpose: a key dropped from a rest copy, a stub's parameter.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
)
