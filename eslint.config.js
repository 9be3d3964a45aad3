import fs from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import direction: app → routes → features → shared (components, hooks, lib, config, api).
// Features never import each other; the sandbox and test helpers never reach the app bundle.
const features = fs.existsSync('src/features') ? fs.readdirSync('src/features') : [];
const shared = ['components', 'hooks', 'lib', 'config', 'api'];
const boundaryZones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other: share through components/, lib/ or api/.',
  })),
  ...shared.map((dir) => ({
    target: `./src/${dir}`,
    from: ['./src/features', './src/routes', './src/app'],
    message: 'Shared code must not depend on features, routes or the app.',
  })),
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'Features must not import routes or the app.',
  },
  { target: './src/routes', from: './src/app', message: 'Routes must not import the app.' },
  {
    target: ['./src/app', './src/routes', './src/features', ...shared.map((d) => `./src/${d}`)],
    from: ['./src/sandbox', './src/testing'],
    message: 'The sandbox and test helpers load only through main.tsx (dynamic import), tests and e2e.',
  },
  {
    target: ['./src/app', './src/routes', './src/components', './src/hooks', './src/lib', './src/config'],
    from: './src/api/generated',
    message: 'Generated code is used through api/ and features/*/api.ts.',
  },
];

// Route folders are pages: what two of them share belongs to a feature, so no route folder imports
// another. Two files are shared by design. `src/routes/page-state.ts` is the registry every folder's
// page-states.ts adds its page states to. A folder's route table (`routes.tsx`) may nest another
// folder's table, as the badge hub's holds the rewards, attributions and leaderboard tabs, so the
// URL tree is assembled where it reads; nothing else of another folder is reachable that way.
const routeFolders = fs.existsSync('src/routes')
  ? fs.readdirSync('src/routes', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
  : [];
const routeMessage = 'Route folders do not import each other: move what they share into features/<resource>/.';
const routeZones = routeFolders.flatMap((name) => [
  {
    target: `./src/routes/${name}/**/!(routes).{ts,tsx}`,
    from: './src/routes',
    except: [`./${name}`, './page-state.ts'],
    message: routeMessage,
  },
  {
    target: `./src/routes/${name}/routes.tsx`,
    from: './src/routes',
    except: [`./${name}`, './page-state.ts', ...routeFolders.map((other) => `./${other}/routes.tsx`)],
    message: `${routeMessage} Only route tables nest other folders' route tables.`,
  },
]);

// React escapes text; these are the ways around it. Markup from API data must never become HTML.
const inertMarkupSyntax = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'No dangerouslySetInnerHTML: render text and elements, so API data stays inert.',
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: 'No dangerouslySetInnerHTML: render text and elements, so API data stays inert.',
  },
  {
    selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
    message: 'No innerHTML/outerHTML: set textContent or render elements.',
  },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'No insertAdjacentHTML: set textContent or render elements.',
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
    message: 'No document.write: markup from data must never become HTML.',
  },
  {
    // Cache keys come from the generated `…QueryKey()` functions, which match partially.
    selector: "Property[key.name='_id']",
    message: "No hand-typed query keys ({ _id: '…' }): use the generated …QueryKey() functions.",
  },
];

// The browser's scheduling primitives live in src/lib/schedule.ts alone, which names each intent
// (a turn, slices, after the next paint, each frame, when idle). Tests, test helpers and the
// sandbox are not app code: tests drive frames and timers to check that code, and the sandbox
// emulates a service, which keeps its own time.
const schedulingPrimitives = [
  'requestIdleCallback',
  'cancelIdleCallback',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'MessageChannel',
  'scheduler',
];
const schedulingMessage = 'Schedule work through src/lib/schedule.ts (yieldToMain, nextTurn, afterNextPaint, …).';
const schedulingSyntax = [
  {
    selector: `MemberExpression[property.name=/^(${schedulingPrimitives.join('|')})$/]`,
    message: schedulingMessage,
  },
  {
    selector:
      "CallExpression:matches([callee.name='setTimeout'], [callee.property.name='setTimeout']):matches([arguments.length<2], [arguments.1.value=0])",
    message: 'A zero-delay timer gives the browser a turn: use yieldToMain or nextTurn (src/lib/schedule.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      // Builds of the end-to-end run, the Firefox smoke set and the benchmark.
      'dist-*',
      'coverage',
      'src/api/generated',
      'public/mockServiceWorker.js',
      'test-results*',
      'playwright-report',
      '.test-output',
      // Scratch work (git-ignored): copies of builds and half-done files are not the project.
      '.scratch',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      ...tseslint.configs.strictTypeChecked,
      ...pluginQuery.configs['flat/recommended'],
    ],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // One import statement per module (type-only names inline), and one import order everywhere:
      // node builtins, packages, then parent and sibling paths, each group alphabetical.
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-syntax': ['error', ...inertMarkupSyntax],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...routeZones] }] },
  },
  {
    // Route tests keep to their folder too (the boundary rules above leave tests out).
    files: ['src/routes/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: routeZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/schedule.ts', '**/*.test.{ts,tsx}', 'src/testing/**', 'src/sandbox/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...schedulingPrimitives.map((name) => ({ name, message: schedulingMessage })),
      ],
      'no-restricted-syntax': ['error', ...inertMarkupSyntax, ...schedulingSyntax],
    },
  },
  {
    // Reads of the service (the generated SDK's list* and get*, their query options and keys) live in
    // src/api: its resources and its one reader of whole lists. The typescript-eslint rule, so that a
    // core no-restricted-imports set in another block for the same files does not replace this one.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', '**/*.test.{ts,tsx}', 'src/testing/**', 'src/sandbox/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/generated/sdk.gen'],
              importNamePattern: '^(list|get)',
              message: 'Read the service through src/api (resources/<resource>.ts, fetch-all-pages.ts).',
            },
            {
              group: ['**/api/generated/@tanstack/react-query.gen'],
              importNamePattern: '^(list|get)',
              message: 'Read the service through src/api (resources/<resource>.ts): its query options and keys.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/sandbox/server.ts', 'scripts/**', 'e2e/**', 'e2e-firefox/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'e2e-firefox/**', 'src/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
