import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import baobab from './build/eslint/module-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'e2e/output/**', 'resources/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } },
    plugins: { baobab },
    rules: {
      'baobab/module-boundaries': 'error',
      // Ports and domain events are interfaces filled by declaration merging, empty where declared.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends', allowWithName: '^(Ports|DomainEvents)$' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='unscoped']", message: 'unscoped() bypasses tenant isolation; use asSystem().' },
      ],
    },
  },
);
