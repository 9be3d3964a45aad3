/**
 * Writes src/sandbox/http/contract-statuses.gen.ts: for every operation of the contract
 * (openapi/community-badges.yaml), the statuses it lists and what each answer carries. The sandbox
 * checks its own answers against this table and the generated valibot schemas, in the browser as in
 * Node, without parsing YAML at run time. Part of `npm run generate`; scripts/contract-statuses.test.ts
 * fails when the committed table and the spec drift apart.
 *
 *   npx tsx scripts/contract-statuses.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// The YAML-capable parser the generator itself uses; parse() reads the file without resolving $refs.
import { $RefParser } from '@hey-api/json-schema-ref-parser';
import * as prettier from 'prettier';

const repoRoot = path.resolve(import.meta.dirname, '..');
export const SPEC_FILE = path.join(repoRoot, 'openapi/community-badges.yaml');
export const OUTPUT_FILE = path.join(repoRoot, 'src/sandbox/http/contract-statuses.gen.ts');
const ERROR_SCHEMA = '#/components/schemas/ErrorBody';
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/**
 * - `json`: a success body, checked with the operation's generated `v<OperationId>Response` schema;
 * - `any`: a success body the spec leaves open (`schema: {}`);
 * - `empty`: no body (204);
 * - `error`: the error body `{statusCode, message, error}` (ErrorBody).
 */
export type AnswerKind = 'json' | 'any' | 'empty' | 'error';

interface Ref {
  $ref?: string;
}
interface MediaType {
  schema?: Ref & Record<string, unknown>;
}
interface ResponseObject extends Ref {
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}
interface Spec {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { responses?: Record<string, ResponseObject> };
}

function resolveResponse(spec: Spec, response: ResponseObject): ResponseObject {
  if (!response.$ref) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  const resolved = spec.components?.responses?.[name];
  if (!resolved) throw new Error(`Unknown response ${response.$ref}`);
  return resolved;
}

function kindOf(spec: Spec, where: string, status: number, raw: ResponseObject): AnswerKind {
  const response = resolveResponse(spec, raw);
  const schema = response.content?.['application/json']?.schema;
  if (status >= 400) {
    if (schema?.$ref !== ERROR_SCHEMA)
      throw new Error(`${where} ${status}: an error answer must be ErrorBody`);
    return 'error';
  }
  if (!schema) return 'empty';
  return Object.keys(schema).length === 0 ? 'any' : 'json';
}

/** operationId → status → kind, in the spec's order. */
export function statusTable(spec: Spec): Record<string, Record<number, AnswerKind>> {
  const table: Record<string, Record<number, AnswerKind>> = {};
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${route}`;
      if (!op.operationId) throw new Error(`${where} has no operationId`);
      const statuses: Record<number, AnswerKind> = {};
      for (const [code, response] of Object.entries(op.responses ?? {})) {
        const status = Number(code);
        if (!Number.isInteger(status)) throw new Error(`${where}: status "${code}" is not supported`);
        statuses[status] = kindOf(spec, where, status, response);
      }
      table[op.operationId] = statuses;
    }
  }
  return table;
}

export async function renderContractStatuses(specFile = SPEC_FILE): Promise<string> {
  const { schema } = await new $RefParser().parse({ pathOrUrlOrSchema: specFile });
  const table = statusTable(schema as unknown as Spec);
  const source = `// Generated from openapi/community-badges.yaml by scripts/contract-statuses.ts (npm run generate).
// Do not edit by hand.

/** How an answer with this status is checked (see scripts/contract-statuses.ts). */
export type AnswerKind = 'json' | 'any' | 'empty' | 'error';

/** Every operation of the contract: the statuses it lists and what each answer carries. */
export const contractStatuses: Readonly<Record<string, Readonly<Record<number, AnswerKind>>>> = ${JSON.stringify(table)};
`;
  const configFile = path.join(repoRoot, '.prettierrc.json');
  const options = await prettier.resolveConfig(configFile, { config: configFile });
  return prettier.format(source, { ...options, filepath: OUTPUT_FILE });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(OUTPUT_FILE, await renderContractStatuses());
  console.log(`Wrote ${path.relative(repoRoot, OUTPUT_FILE)}`);
}
