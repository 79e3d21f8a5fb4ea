import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';

/**
 * The embedded backend's own lint: TypeScript's recommended rules, and its boundary. It is a package
 * of its own, reached by the shop only through SUPABASE_URL; it imports its own modules and its
 * dependencies, never the project around it (the shop's app, components, lib, scripts or tests).
 */
const boundary = {
  target: '.',
  from: '../..',
  except: ['./supabase/local', './node_modules'],
  message: 'The embedded backend does not depend on the shop: import only this package and its dependencies.',
};

export default [
  { ignores: ['node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.mjs', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [boundary] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
];
