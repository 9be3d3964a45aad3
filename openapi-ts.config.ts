import { defineConfig } from '@hey-api/openapi-ts';

/**
 * Generates the typed API client from the contract: `npm run generate` (run from the repo root).
 * The output in src/api/generated is never edited by hand: change openapi/community-badges.yaml and
 * regenerate. src/api/generated-sync.test.ts fails when the committed output and the spec drift apart.
 */
export const openApiTsConfig = {
  input: './openapi/community-badges.yaml',
  output: {
    path: './src/api/generated',
    // Formatted with the repo's Prettier settings so the output is stable and readable. The built-in
    // 'prettier' preset passes `--ignore-path ./.prettierignore`, and that file lists src/api/generated
    // (so `npm run format` leaves generated code alone), which would make the preset a silent no-op.
    // Hence an explicit command: a non-existent ignore file means "ignore nothing", and the explicit
    // --config also applies when the sync test generates into a temporary directory.
    postProcess: [
      {
        name: 'Prettier',
        command: process.execPath,
        args: [
          './node_modules/prettier/bin/prettier.cjs',
          '{{path}}',
          '--write',
          '--config',
          './.prettierrc.json',
          '--ignore-path',
          './.generated-code-is-not-ignored',
          '--log-level',
          'warn',
        ],
      },
    ],
  },
  plugins: [
    // In 0.99 the path is resolved from the working directory, not this file; the module exports
    // `createClientConfig` (base URL and auth of the current connection).
    { name: '@hey-api/client-fetch', runtimeConfigPath: './src/api/client-config' },
    '@hey-api/typescript',
    // Valibot: modular, so each route ships only the checks its operations use (decision 001).
    'valibot',
    // Request (body, path, query) and response validation with the generated valibot schemas.
    { name: '@hey-api/sdk', validator: 'valibot' },
    '@tanstack/react-query',
  ],
} satisfies Parameters<typeof defineConfig>[0];

export default defineConfig(openApiTsConfig);
