// Lint, run by `npm test` (`npm run lint`): TypeScript, React hooks and accessibility rules, and
// the layers of docs/architecture.md as import boundaries. test/unit/lint.test.ts plants one
// violation of each boundary in a copy of the tree and expects this config to refuse it.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The layers, by folder (docs/architecture.md "Layers and folders"). */
const layers = [
  ['contracts', 'contracts/**'],
  ['domain', 'domain/**'],
  ['content', 'content/**'],
  ['machines', 'machines/**'],
  ['services', 'src/services/**'],
  ['ui', 'src/ui/**'],
  ['screens', 'src/routes/**'],
  // src/main.tsx and src/prerender.tsx, the entries, belong to no layer: they may import any.
  ['app', 'src/app/**'],
  ['dev-flows', 'src/dev-flows/**'],
  ['service-worker', 'src/service-worker/**'],
  // Development's server: the stand-ins, the demo accounts, /dev/ (first: a file takes the first layer it matches).
  ['dev-server', 'server/dev/**'],
  ['server', 'server/**'],
  // Pure readings of a machine's definition and source (transition keys, doc comments): shared by
  // the tooling, the flows page of the dev server and the test build's coverage recorder.
  ['flow-reading', 'scripts/flow-reading/**'],
  ['tooling', ['scripts/**', 'test/**']],
].map(([type, pattern]) => ({ type, pattern, partialMatch: false }));

/** Who may import whom. A layer not named on the right is refused. */
const mayImport = {
  contracts: ['contracts'],
  domain: ['domain', 'contracts'],
  content: ['content', 'domain', 'contracts'],
  machines: ['machines', 'content', 'domain', 'contracts'],
  services: ['services', 'content', 'domain', 'contracts'],
  ui: ['ui', 'content', 'domain'],
  screens: ['screens', 'app', 'ui', 'machines', 'content', 'domain', 'contracts'],
  app: [
    'app',
    'screens',
    'services',
    'ui',
    'machines',
    'content',
    'domain',
    'contracts',
    'service-worker',
    'flow-reading',
  ],
  'dev-flows': ['dev-flows', 'machines', 'content', 'domain', 'contracts'],
  'service-worker': ['service-worker', 'content', 'contracts'],
  server: ['server', 'content', 'domain', 'contracts', 'machines', 'flow-reading'],
  // Production's server imports none of development's: the built server leaves it out.
  'dev-server': ['dev-server', 'server', 'content', 'domain', 'contracts', 'machines', 'flow-reading'],
  'flow-reading': ['flow-reading'],
  tooling: layers.map(({ type }) => type),
};

const policies = Object.entries(mayImport).map(([from, to]) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
}));

/** Packages a layer must not use: the I/O belongs to services, the UI to screens and ui. */
const noImports = (...names) => ({
  'no-restricted-imports': [
    'error',
    { patterns: names.map((name) => ({ group: [name, `${name}/*`], message: `${name} is not used in this layer.` })) },
  ],
});
const IO = ['ky', 'firebase', '@firebase'];
const UI = ['react', 'react-dom', '@tanstack/react-router', '@xstate/react', '@vanilla-extract'];

/** Machines are pure: no browser globals and no clock (time comes in through events, input or delays). */
const pureMachine = {
  ...noImports(...IO, ...UI, '@tanstack'),
  'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator', 'location', 'fetch'],
  'no-restricted-syntax': [
    'error',
    {
      selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
      message: 'Machines read no clock.',
    },
    { selector: "MemberExpression[object.name='globalThis']", message: 'Machines touch no globals.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'dist/',
      'dist-server/',
      'dist-flow-coverage/',
      'reports/',
      'docs/',
      '.data/',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A variable read by a closure before its one assignment (an actor's own inspector) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles rejects unseen. typescript-eslint's project
    // service finds each file's TypeScript project as an editor does (tsconfig.json's references).
    // Only the TypeScript files: the few .mjs/.js scripts are in no project (the types of most
    // are their .d.mts), and reading them with types would cost a program of their own.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['src/**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': layers,
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      'import-x/no-cycle': 'error',
    },
  },
  { files: ['machines/**'], rules: pureMachine },
  {
    files: ['src/routes/**', 'src/ui/**'],
    rules: { ...noImports(...IO), 'no-restricted-globals': ['error', 'fetch', 'XMLHttpRequest'] },
  },
  { files: ['src/services/**'], rules: noImports(...UI) },
  { files: ['server/**', 'contracts/**', 'domain/**', 'content/**'], rules: noImports(...UI, ...IO) },
  {
    // The server's environment is read once, through the schema (server/config/schema.ts).
    files: ['server/**'],
    ignores: ['server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'The server reads the environment in server/config.ts only: declare the variable in server/config/schema.ts.',
        },
      ],
    },
  },
  {
    // One way to refuse: a thrown refusal, answered in the envelope its call declares (the
    // development stand-ins answer their providers' own shapes).
    files: ['server/**'],
    ignores: ['server/dev/**', 'server/refusal.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='json'] > ObjectExpression > Property[key.name='error']",
          message: "Refuse with refuse() (server/refusal.ts): the error handler answers in the call's envelope.",
        },
      ],
    },
  },
);
