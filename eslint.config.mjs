// Lint rules for the whole workspace. The import boundaries of docs/architecture.md#layout are enforced here:
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
  'remote-p2p',
  'remote-assets',
  'remote-personal',
];

/**
 * Libraries that reach the browser only through one @exchange/shared entry point, which
 * re-exports what the product uses and is shared once by the shell (README "Shared code").
 * `home` is the folder under shared/src allowed to import the library.
 */
const WRAPPED_LIBRARIES = [
  { regex: '^@mui/', home: 'ui-kit', use: '@exchange/shared/ui-kit' },
  { regex: '^react-router(-dom)?(/|$)', home: 'router', use: '@exchange/shared/router' },
  { regex: '^echarts(/|$)', home: 'echarts', use: '@exchange/shared/echarts' },
  { regex: '^dompurify$', home: 'safe-html', use: '@exchange/shared/safe-html' },
  { regex: '^qrcode\\.react$', home: 'qr', use: '@exchange/shared/qr' },
  { regex: '^rxjs(/|$)', home: 'core', use: "'@exchange/shared' (core re-exports the operators)" },
];

/** shared/src folders that are entry points of their own; every other folder is the core. */
const SHARED_ENTRIES = [
  'ui',
  'ui-kit',
  'area-kit',
  'router',
  'trading',
  'safe-html',
  'qr',
  'echarts',
];
const CORE_FOLDERS = [
  'api',
  'contract',
  'hooks',
  'i18n',
  'market',
  'money',
  'navigation',
  'notify',
  'rx',
  'session',
  'socket',
  'storage',
  'theme',
];

const wrappedFor = (home) =>
  WRAPPED_LIBRARIES.filter((library) => library.home !== home).map((library) => ({
    regex: library.regex,
    message: `Import it from ${library.use}: one shared, tree-shaken copy per page.`,
  }));

/**
 * Forbids reaching another package by name or by a relative path that climbs into it, and the
 * wrapped libraries outside their home. `home` names the shared/src folder being linted.
 */
const forbidPackages = (packages, why, home = null, extraPatterns = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: packages.flatMap((name) => [name, `${name}/*`, `**/${name}/**`, `**/${name}`]),
          message: why,
        },
        ...wrappedFor(home),
        ...extraPatterns,
      ],
    },
  ],
});

/**
 * Inside shared/src, an entry point reaches another one by its package name, never by a relative
 * path: the other entry is then taken from the share scope instead of being copied into this one.
 */
const crossEntryImports = (entry) => {
  const others = [
    ...SHARED_ENTRIES.filter((name) => name !== entry),
    ...(entry === 'core' ? [] : CORE_FOLDERS),
  ];
  return [
    {
      regex: `^\\.\\.?/(\\.\\./)*(${others.join('|')})(/|$)`,
      message: `Another @exchange/shared entry point: import it by name ('@exchange/shared' or '@exchange/shared/<entry>').`,
    },
  ];
};

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
  ...['core', ...SHARED_ENTRIES].map((entry) => ({
    files:
      entry === 'core'
        ? [`shared/src/{${CORE_FOLDERS.join(',')}}/**/*.{ts,tsx}`, 'shared/src/*.{ts,tsx}']
        : [`shared/src/${entry}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: forbidPackages(
      [...remotes, 'shell', 'server', 'e2e'],
      'shared is below every app: it imports none of them.',
      entry,
      crossEntryImports(entry),
    ),
  })),
  {
    // decimal.js stays on the server: browser money is ExactDecimal (shared/src/money), so the
    // library never reaches a page. Tests may import it, to check ExactDecimal against it. A rule
    // of its own, so it does not replace the no-restricted-imports boundaries above.
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^decimal\\.js(/|$)',
              message: "Use ExactDecimal or the money functions from '@exchange/shared'.",
            },
          ],
        },
      ],
    },
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
