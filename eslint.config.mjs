// Lint rules for the whole workspace. The import boundaries of design.md §2 are enforced here:
// no imports between remotes, nothing from the shell in a remote, nothing from an app in shared.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = [
  'remote-public',
  'remote-spot',
  'remote-lever',
  'remote-second',
  'remote-assets',
  'remote-personal',
];

/** Forbids reaching another package by name or by a relative path that climbs into it. */
const forbidPackages = (packages, why) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: '@mui/material',
          message:
            'Import MUI components by path (@mui/material/Button) so each app bundles only what it uses.',
        },
        {
          name: '@mui/icons-material',
          message: 'Import icons by path (@mui/icons-material/Close).',
        },
      ],
      patterns: [
        {
          group: packages.flatMap((name) => [name, `${name}/*`, `**/${name}/**`, `**/${name}`]),
          message: why,
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-standalone/**',
      'deploy/**',
      'data/**',
      'coverage/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/explicit-module-boundary-types': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Named exports only, except the one default each exposed screen must have for React.lazy.
    files: ['**/*.{ts,tsx}'],
    ignores: ['remote-*/src/*/index.ts', '**/runtime-plugin.ts', 'e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: forbidPackages(
      [...remotes.filter((other) => other !== remote), 'shell', 'server'],
      'An area may import only @exchange/shared and libraries: never another area, the shell or the server.',
    ),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: forbidPackages(
      [...remotes, 'server'],
      'The shell loads areas at run time only (loadRemote), never by import.',
    ),
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: forbidPackages(
      [...remotes, 'shell', 'server', 'e2e'],
      'shared is below every app: it imports none of them.',
    ),
  },
  {
    files: ['server/**/*.ts'],
    rules: forbidPackages(
      [...remotes, 'shell', 'e2e'],
      'The server shares only @exchange/shared/contract types with the apps.',
    ),
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
);
