import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OUTPUT_FILE, renderContractStatuses, statusTable } from './contract-statuses';

describe('contract status table', () => {
  it('matches what `npm run generate` writes from the spec', { timeout: 30_000 }, async () => {
    const committed = await readFile(OUTPUT_FILE, 'utf8');
    expect(committed, 'run `npm run generate` after changing the spec').toBe(await renderContractStatuses());
  });

  it('tells success bodies, empty answers, open bodies and error bodies apart', () => {
    const table = statusTable({
      paths: {
        '/thing/{id}': {
          get: {
            operationId: 'getThing',
            responses: {
              '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
              '404': { $ref: '#/components/responses/NotFound' },
            },
          },
          delete: {
            operationId: 'deleteThing',
            responses: { '204': {}, '200': { content: { 'application/json': { schema: {} } } } },
          },
        },
      },
      components: {
        responses: {
          NotFound: {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
          },
        },
      },
    });
    expect(table).toEqual({
      getThing: { 200: 'json', 404: 'error' },
      deleteThing: { 204: 'empty', 200: 'any' },
    });
  });

  it('refuses an error answer that is not the error body', () => {
    expect(() =>
      statusTable({
        paths: {
          '/x': {
            get: {
              operationId: 'getX',
              responses: { '400': { content: { 'application/json': { schema: { type: 'string' } } } } },
            },
          },
        },
      }),
    ).toThrow('GET /x 400: an error answer must be ErrorBody');
  });
});
