/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { contentSecurityPolicyPlugin } from './scripts/content-security-policy.ts';
import { lazyChunksImportTheirDependencies } from './scripts/lazy-chunk-imports.ts';

/**
 * Browsers block cross-origin calls to an API that does not send CORS headers. `vite dev` and
 * `vite preview` therefore forward the same-origin path `/live-api/*` to the live service, so the
 * connection screen can offer `<this origin>/live-api/v1` as a base URL. Override the target with
 * BADGE_API_TARGET (for example http://127.0.0.1:4010 to go through the local sandbox server).
 */
const reactRouterProduction = fileURLToPath(
  import.meta.resolve('react-router').replace('/dist/development/', '/dist/production/'),
);

const tldtsShim = fileURLToPath(new URL('./src/sandbox/shims/tldts.ts', import.meta.url));

const liveApiTarget = process.env.BADGE_API_TARGET ?? 'https://api.other.page';
const proxy: Record<string, ProxyOptions> = {
  '/live-api': {
    target: liveApiTarget,
    changeOrigin: true,
    rewrite: (path) => path.replace(/^\/live-api/, ''),
  },
};

/**
 * The sandbox's contract check reads every generated response schema by name (a namespace import).
 * Sharing the app's module would put all of them in the chunk the first route loads, since a
 * module is bundled whole for its hungriest importer; in a build the check gets its own copy of the
 * module, in the sandbox's chunk, and the first route keeps only the schemas its reads use
 * (2.2 KiB gzipped less).
 */
function contractCheckOwnSchemas(): Plugin {
  return {
    name: 'contract-check-own-schemas',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (
        !importer?.endsWith('/sandbox/http/contract-check.ts') ||
        !source.endsWith('/generated/valibot.gen')
      )
        return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${resolved.id}?contract-check` : null;
    },
  };
}

/**
 * The first route (the community list) reads through `api/resources/communities.ts` alone, but the
 * generated SDK, query options and response schemas are one module each, bundled whole for their
 * hungriest importer: every page's operations would sit on the first route. In a build, that one
 * importer, and the generated modules it reaches, get their own copies of those three modules
 * (under another module id), which keep only what the first route uses; the pages share the
 * originals in lazy chunks. The client instance (`client.gen`) is never copied.
 *
 * The schemas' `v.object(…)`-style calls are marked pure for the bundler (valibot's constructors
 * only build objects; its `set…`/`delete…` global settings are left alone), else no unused schema
 * is ever dropped: without it, each copy would carry every schema.
 */
function firstRouteOwnGenerated(): Plugin {
  const copy = '?first-route';
  const copied = /\/api\/generated\/(@tanstack\/react-query|sdk|valibot)\.gen\.ts$/;
  return {
    name: 'first-route-own-generated',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer?.endsWith('/api/resources/communities.ts') && !importer?.endsWith(copy)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && copied.test(resolved.id) ? `${resolved.id}${copy}` : null;
    },
    transform(code, id) {
      if (!/\/api\/generated\/valibot\.gen\.ts(\?|$)/.test(id)) return null;
      return code.replace(/\bv\.(?!set|delete)(\w+)\(/g, '/* @__PURE__ */ v.$1(');
    },
  };
}

/**
 * What the entry imports statically loads as two chunks: its libraries (`vendor`) and the app's own
 * modules (`index`, the entry itself). Left to itself, the bundler gives each module that a lazy
 * page also imports a chunk of its own (React, the API client, the query library, small helpers):
 * the first route loaded 22 files, 20 announced by `<link rel="modulepreload">`, and each lazy
 * page's preload list named them again. Two chunks are 6 KiB gzipped smaller (fewer chunk
 * boundaries to export across), the first list shows sooner and the entry's start task is shorter;
 * one chunk made that task longer, since nothing of it can be compiled before the whole file has
 * arrived (docs/decisions/014-entry-modules-in-two-chunks.md).
 *
 * Lucide's icons are left to the bundler: every icon is reachable from the entry through the
 * package's index module, so the graph counts them all as the entry's, though tree-shaking keeps
 * only the few the first route draws; grouped, every page's icons would load on the first route.
 */
function entryModulesInTwoChunks() {
  const notAnIcon = (id: string) => !/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id);
  const initial = ['$initial' as const];
  return [
    {
      name: 'vendor',
      tags: initial,
      priority: 1,
      test: (id: string) => /[\\/]node_modules[\\/]/.test(id) && notAnIcon(id),
    },
    { name: 'index', tags: initial, test: notAnIcon },
  ];
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    contentSecurityPolicyPlugin(),
    contractCheckOwnSchemas(),
    firstRouteOwnGenerated(),
    lazyChunksImportTheirDependencies(),
  ],
  resolve: {
    // react-router's package exports point every condition at its development build (issue
    // remix-run/react-router#14753); production bundles take its production build explicitly.
    // tldts (the public suffix list, for MSW's cookies) is replaced by a small stand-in in the
    // sandbox's chunk: see src/sandbox/shims/tldts.ts.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction },
            { find: /^tldts$/, replacement: tldtsShim },
          ]
        : [],
  },
  define: { __LIVE_API_TARGET__: JSON.stringify(liveApiTarget) },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The page's own `<link rel="modulepreload">` elements stay (the entry's libraries load beside
    // it); a lazy import preloads only stylesheets, its chunk names its scripts itself
    // (scripts/lazy-chunk-imports.ts).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: { output: { codeSplitting: { groups: entryModulesInTwoChunks() } } },
  },
  test: {
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: on the 2-core machines the suite runs on,
    // that is a single worker and half the machine idle. Two workers share the cores with Vitest's
    // own process, which mostly waits.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./src/testing/setup-contract.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/testing/setup-dom.ts', './src/testing/setup-contract.ts'],
          // Route tests click through real pages; a loaded 2-core CI machine needs headroom.
          testTimeout: 30_000,
        },
      },
    ],
  },
}));
