import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { localRules } from './eslint-rules/local-rules.mjs';

/**
 * Next's recommended rules, plus the layering of docs/architecture (`../shared/docs/style.md`):
 * Supabase clients are created only in lib/supabase, lib never reaches into components or app, no two
 * folders of lib/ or components/ import each other in a cycle (eslint-rules/no-folder-cycles.mjs), layout
 * classes name logical sides only (eslint-rules/logical-direction-classes.mjs), and
 * nothing in the shop imports the embedded backend or the sandboxes (reached only by SUPABASE_URL and
 * SANDBOXES_URL).
 */
const SUPABASE_PACKAGES = {
  patterns: [
    {
      group: ['@supabase/supabase-js', '@supabase/supabase-js/*', '@supabase/ssr', '@supabase/ssr/*'],
      allowTypeImports: true,
      message: 'Supabase clients are created only in lib/supabase/*: import the factory from there.',
    },
  ],
};

/** The embedded backend is a separate process, reached only through SUPABASE_URL. */
const BACKEND_PACKAGE = {
  group: ['@gilgit-dry-fruits/supabase-local', '@gilgit-dry-fruits/supabase-local/*'],
  message: 'The embedded backend is a separate process, reached only through SUPABASE_URL.',
};

/** Links and navigation go to the page in the shopper's language (lib/i18n/locales.mjs): never a bare English path. */
const LOCALIZED_NAVIGATION = [
  { name: 'next/link', message: "Use Link from '@/components/i18n/link': it leads to the page in the shopper's language." },
  {
    name: 'next/navigation',
    importNames: ['useRouter', 'redirect', 'permanentRedirect'],
    message: "Use useLocalizedRouter from '@/components/i18n/use-locale': it goes to the page in the shopper's language.",
  },
];

const layering = [
  {
    target: './lib',
    from: './components',
    message: 'lib holds domain logic and never imports components.',
  },
  {
    target: './lib',
    from: './app',
    message: 'lib never imports routes.',
  },
  {
    target: './components',
    from: './app',
    message: 'Components never import routes.',
  },
  {
    target: ['./app', './components', './lib', './proxy.ts'],
    from: './supabase/local',
    message: 'The embedded backend is a separate process, reached only through SUPABASE_URL.',
  },
  {
    target: './components',
    from: './lib/supabase',
    message: 'Components never talk to Supabase: pages pass data in, client components call the route handlers.',
  },
  {
    target: './app',
    from: './lib/supabase',
    message: 'Routes get their Supabase client from lib/http (route handlers) or from lib/<domain> queries (pages).',
  },
  {
    target: ['./app', './components', './lib', './proxy.ts'],
    from: './sandboxes',
    message: "The third parties' sandboxes are a separate process, reached only through SANDBOXES_URL.",
  },
  {
    target: './sandboxes',
    from: ['./app', './components', './lib', './supabase'],
    message: 'The sandboxes stand in for third parties and do not depend on the shop or the backend.',
  },
];

const config = [
  {
    ignores: [
      '.next/**',
      '.next-test/**',
      'node_modules/**',
      'data/**',
      '.cache/**',
      '.bench/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      // A workspace package with a lint config of its own (supabase/local/eslint.config.mjs).
      'supabase/local/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    plugins: { local: localRules },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layering }],
      'local/no-folder-cycles': 'error',
      '@typescript-eslint/no-restricted-imports': ['error', SUPABASE_PACKAGES],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Allowed to create clients: the client factories, the embedded backend, its tests, the edge functions and the admin scripts.
    files: ['lib/supabase/**', 'supabase/**', 'tests/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Pages mirror right to left for Urdu: sides are start and end (eslint-rules/logical-direction-classes.mjs).
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    rules: { 'local/logical-direction-classes': 'error' },
  },
  {
    // The layering's zone catches the backend's files by path; this catches its package name and entries.
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [BACKEND_PACKAGE],
          paths: LOCALIZED_NAVIGATION,
        },
      ],
    },
  },
  {
    // The shop's links and router, in the page's language, are built on next/link and next/navigation here.
    files: ['components/i18n/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [BACKEND_PACKAGE] }],
    },
  },
];

export default config;
