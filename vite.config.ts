/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { contentSecurityPolicyPlugin } from './scripts/vite-plugins/content-security-policy.ts';
import { contractCheckOwnSchemas } from './scripts/vite-plugins/contract-check-own-schemas.ts';
import { entryModulesInTwoChunks } from './scripts/vite-plugins/entry-chunks.ts';
import { firstRouteOwnGenerated } from './scripts/vite-plugins/first-route-own-generated.ts';
import {
  lazyChunksImportTheirDependencies,
  preloadOnlyStylesForLazyImports,
} from './scripts/vite-plugins/lazy-chunk-imports.ts';
import { productionAliases } from './scripts/vite-plugins/production-aliases.ts';

/**
 * Browsers block cross-origin calls to an API that does not send CORS headers. `vite dev` and
 * `vite preview` therefore forward the same-origin path `/live-api/*` to the live service, so the
 * connection screen can offer `<this origin>/live-api/v1` as a base URL. Override the target with
 * BADGE_API_TARGET (for example http://127.0.0.1:4010 to go through the local sandbox server).
 */
const liveApiTarget = process.env.BADGE_API_TARGET ?? 'https://api.other.page';
const proxy: Record<string, ProxyOptions> = {
  '/live-api': {
    target: liveApiTarget,
    changeOrigin: true,
    rewrite: (path) => path.replace(/^\/live-api/, ''),
  },
};

// The build's plugins, chunk groups and aliases live in scripts/vite-plugins/, whose README says
// what each guards.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    contentSecurityPolicyPlugin(),
    contractCheckOwnSchemas(),
    firstRouteOwnGenerated(),
    lazyChunksImportTheirDependencies(),
  ],
  resolve: { alias: command === 'build' ? productionAliases() : [] },
  define: { __LIVE_API_TARGET__: JSON.stringify(liveApiTarget) },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { resolveDependencies: preloadOnlyStylesForLazyImports },
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
          // Importing the sandbox, the schemas and the seed again for each of the ~170 files took
          // three quarters of this project's CPU; these files mock no module and restore what they
          // stub, so a worker keeps its modules from one file to the next (globals unstubbed after
          // each test in case one forgets).
          isolate: false,
          unstubGlobals: true,
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
