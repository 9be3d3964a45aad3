import { badRequest } from './errors';
import { base64Utf8, fromBase64Utf8, hmacSha256, sameText, toHex } from './files-crypto';
import { requireCommunity } from './lookup';
import { createRandom, hash128, randomString } from './random';
import type { Store } from './store';
import type { StoredFile } from './stored';
import type { FileRecord } from './types';
import { asBody, isRecord, readString } from './validate';

/**
 * Files (docs/api-behaviour.md, File uploads): the record, and the emulated upload host's
 * checks. The upload instructions are an S3 browser POST (SigV4-signed policy); the sandbox signs
 * and verifies them for real, so expiry, tampering and size limits fail as S3 would fail them.
 */

export const UPLOAD_BUCKET = 'other-page-files';
export const UPLOAD_REGION = 'us-west-2';
export const UPLOAD_ALGORITHM = 'AWS4-HMAC-SHA256';
/** 10 MiB: the policy's `content-length-range` upper bound. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** How long upload credentials work by default: 15 minutes. */
export const DEFAULT_UPLOAD_LIFETIME_SECONDS = 15 * 60;
/** `size` of the CDN address returned in `url`, and of `thumbnail` once uploaded. */
export const FILE_URL_SIZE = 600;
export const THUMBNAIL_SIZE = 96;

/** Accepted extensions (of the submitted name) and the media type each implies. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
export const EXTENSION_MESSAGE =
  'name must end with an image extension: .png, .jpg, .jpeg, .gif, .webp or .svg';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** `My Art.PNG` → `my-art-png`: lowercase, dots and spaces to `-`, anything else unsafe dropped. */
export function normaliseFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents: é → e
    .toLowerCase()
    .replace(/[.\s]+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The media type implied by the submitted name's extension, if it is an accepted image type. */
export function mimeOfName(name: string): string | undefined {
  const ext = /\.([^./\\]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  return ext !== undefined && Object.hasOwn(IMAGE_TYPES, ext) ? IMAGE_TYPES[ext] : undefined;
}

export function cdnUrl(cdnOrigin: string, key: string, size: number, format = 'auto'): string {
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${cdnOrigin}/${path}?format=${format}&size=${size}`;
}

/** `2025-03-05T21:27:37.411Z` → `20250305T212737Z` (X-Amz-Date). */
export function toAmzDate(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');
}

/** The sandbox's access key id: stable for a secret, shaped like a temporary AWS key. */
export function accessKeyIdOf(secret: string): string {
  return 'ASIA' + randomString(createRandom(hash128(`akid:${secret}`)[0]), BASE32, 16);
}

/** SigV4 POST signature: HMAC-SHA256 of the base64 policy with the key derived for day/region/s3. */
export async function signPolicy(
  secret: string,
  day: string,
  region: string,
  policy: string,
): Promise<string> {
  const kDate = await hmacSha256(`AWS4${secret}`, day);
  const kRegion = await hmacSha256(kDate, region);
  const kService = await hmacSha256(kRegion, 's3');
  const kSigning = await hmacSha256(kService, 'aws4_request');
  return toHex(await hmacSha256(kSigning, policy));
}

/** The public shape: internal fields dropped, nested objects copied. */
export function toPublicFile(f: StoredFile): FileRecord {
  return {
    id: f.id,
    name: f.name,
    key: f.key,
    mime: f.mime,
    url: f.url,
    communityId: f.communityId,
    thumbnail: f.thumbnail,
    uploadedAt: f.uploadedAt,
    createdAt: f.createdAt,
    upload: { method: f.upload.method, url: f.upload.url, body: { ...f.upload.body } },
  };
}

export interface CreateFileInput {
  communityId: string;
  body: unknown;
  /** Origin of the (emulated) upload host; `upload.url` is `<uploadOrigin>/other-page-files`. */
  uploadOrigin: string;
  /** Origin of the (emulated) image CDN; `url` is `<cdnOrigin>/<key>?format=auto&size=600`. */
  cdnOrigin: string;
  /** Signs the upload policy; the upload host verifies with the same secret. */
  secret: string;
  /** Credential lifetime; 0 or less issues credentials that are already expired (fault knob). */
  expiresInSeconds?: number;
}

/** POST /community/{id}/file: the record, with signed, time-limited upload instructions. */
export async function createFile(store: Store, input: CreateFileInput): Promise<FileRecord> {
  const community = requireCommunity(store, input.communityId);
  const body = asBody(input.body);
  const submitted = readString(body.name, 'name');
  const mime = mimeOfName(submitted);
  if (mime === undefined) throw badRequest(EXTENSION_MESSAGE, 'name');

  const base = normaliseFileName(submitted);
  let name = base;
  for (let n = 2; store.data.files.some((f) => f.key === `${community.id}/${name}`); n++)
    name = `${base}-${n}`;
  const key = `${community.id}/${name}`;

  const id = store.nextId();
  const nowMs = store.nowMs();
  const createdAt = new Date(nowMs).toISOString();
  const lifetime = input.expiresInSeconds ?? DEFAULT_UPLOAD_LIFETIME_SECONDS;
  const expiresAt = new Date(nowMs + lifetime * 1000).toISOString();
  const amzDate = toAmzDate(createdAt);
  const credential = `${accessKeyIdOf(input.secret)}/${amzDate.slice(0, 8)}/${UPLOAD_REGION}/s3/aws4_request`;
  const securityToken = randomString(() => store.random(), TOKEN_ALPHABET, 172);
  // The API key's account: the sandbox treats the caller as the community's owner.
  const owner = store.data.members.find((m) => m.communityId === community.id && m.role === 'owner');
  const account = owner?.id ?? community.id;

  const conditions: unknown[] = [
    { bucket: UPLOAD_BUCKET },
    ['eq', '$key', key],
    { success_action_status: '201' },
    ['content-length-range', 1, MAX_UPLOAD_BYTES],
    ['eq', '$Content-Type', mime],
    { 'x-amz-meta-account': account },
    { 'x-amz-meta-file': id },
    { 'x-amz-meta-community': community.id },
    { 'X-Amz-Algorithm': UPLOAD_ALGORITHM },
    { 'X-Amz-Credential': credential },
    { 'X-Amz-Date': amzDate },
    { 'X-Amz-Security-Token': securityToken },
  ];
  const policy = base64Utf8(JSON.stringify({ expiration: expiresAt, conditions }));

  const stored: StoredFile = {
    id,
    name,
    key,
    mime,
    url: cdnUrl(input.cdnOrigin, key, FILE_URL_SIZE),
    communityId: community.id,
    thumbnail: null,
    uploadedAt: null,
    createdAt,
    upload: {
      method: 'POST',
      url: `${input.uploadOrigin}/${UPLOAD_BUCKET}`,
      // Field order as the real service sends it; clients must forward the fields in this order.
      body: {
        success_action_status: '201',
        key,
        'Content-Type': mime,
        'x-amz-meta-account': account,
        bucket: UPLOAD_BUCKET,
        'X-Amz-Algorithm': UPLOAD_ALGORITHM,
        'X-Amz-Credential': credential,
        'X-Amz-Date': amzDate,
        'X-Amz-Security-Token': securityToken,
        Policy: policy,
        'X-Amz-Signature': '', // signed below; the field keeps its place in the order

        'x-amz-meta-file': id,
        'x-amz-meta-community': community.id,
      },
    },
    expiresAt,
    size: null,
    contentType: null,
    etag: null,
  };
  // Stored before the (asynchronous) signing, so a second file of the same name gets another key.
  store.data.files.push(stored);
  try {
    stored.upload.body['X-Amz-Signature'] = await signPolicy(
      input.secret,
      amzDate.slice(0, 8),
      UPLOAD_REGION,
      policy,
    );
  } catch (error) {
    store.data.files.splice(store.data.files.indexOf(stored), 1);
    throw error;
  }
  return toPublicFile(stored);
}

// ------------------------------------------------------------------ the upload host's checks

export type UploadFailureCode =
  | 'AccessDenied'
  | 'SignatureDoesNotMatch'
  | 'InvalidAccessKeyId'
  | 'EntityTooLarge'
  | 'EntityTooSmall'
  | 'InvalidArgument'
  | 'InvalidPolicyDocument'
  | 'MalformedPOSTRequest';

/** An S3-style refusal: answered as `<Error><Code>…</Code><Message>…</Message></Error>`. */
export interface UploadFailure {
  status: 400 | 403;
  code: UploadFailureCode;
  message: string;
}

export type UploadCheck = { ok: true; file: StoredFile } | { ok: false; failure: UploadFailure };

export interface UploadCheckOptions {
  /** The secret the policies were signed with. */
  secret: string;
  /** Whether `file` was the last field of the form (S3 requires it); default true. */
  fileIsLast?: boolean;
  /** Time of the check in ms; default the store's clock. */
  nowMs?: number;
}

const fail = (status: 400 | 403, code: UploadFailureCode, message: string): UploadCheck => ({
  ok: false,
  failure: { status, code, message },
});

/** `["eq", "$key", "x"]`, spaced as S3 prints conditions. */
function conditionText(parts: unknown[]): string {
  return `[${parts.map((p) => JSON.stringify(p)).join(', ')}]`;
}

function conditionFailed(parts: unknown[]): UploadCheck {
  return fail(
    403,
    'AccessDenied',
    `Invalid according to Policy: Policy Condition failed: ${conditionText(parts)}`,
  );
}

interface Policy {
  expiration: string;
  conditions: unknown[];
}

function parsePolicy(encoded: string): Policy | undefined {
  const text = fromBase64Utf8(encoded);
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || typeof value.expiration !== 'string' || !Array.isArray(value.conditions)) {
      return undefined;
    }
    return { expiration: value.expiration, conditions: value.conditions };
  } catch {
    return undefined;
  }
}

/** Fields exempt from the policy's conditions (S3's rule). */
const EXEMPT = new Set(['policy', 'x-amz-signature', 'file']);

/**
 * Checks a browser POST as S3 would: form layout, signature, expiry, every policy condition, size.
 * Changes nothing; `markUploaded` records a successful upload (after its bytes are stored).
 */
export async function checkUpload(
  store: Store,
  fields: ReadonlyMap<string, string>,
  file: { size: number; type: string } | undefined,
  options: UploadCheckOptions,
): Promise<UploadCheck> {
  // S3 matches field names case-insensitively.
  const byName = new Map<string, string>();
  for (const [name, value] of fields) byName.set(name.toLowerCase(), value);
  const field = (name: string) => byName.get(name.toLowerCase());

  if (!file) return fail(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  if (options.fileIsLast === false) {
    return fail(
      400,
      'InvalidArgument',
      'The file must be the last field in the form: fields after it are ignored.',
    );
  }
  const key = field('key');
  if (key === undefined || key === '') {
    return fail(
      400,
      'InvalidArgument',
      "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.",
    );
  }
  const policyText = field('Policy');
  const signature = field('X-Amz-Signature');
  if (policyText === undefined || signature === undefined) return fail(403, 'AccessDenied', 'Access Denied');
  if (field('X-Amz-Algorithm') !== UPLOAD_ALGORITHM) {
    return fail(400, 'InvalidArgument', 'Only AWS4-HMAC-SHA256 is supported for X-Amz-Algorithm.');
  }
  const credential = /^([A-Z0-9]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request$/.exec(
    field('X-Amz-Credential') ?? '',
  );
  if (!credential) return fail(400, 'InvalidArgument', 'Unable to parse the X-Amz-Credential field.');
  const [, accessKeyId = '', day = '', region = ''] = credential;
  if (accessKeyId !== accessKeyIdOf(options.secret)) {
    return fail(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  }
  if (!sameText(signature, await signPolicy(options.secret, day, region, policyText))) {
    return fail(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }

  const policy = parsePolicy(policyText);
  if (!policy) return fail(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  const nowMs = options.nowMs ?? store.nowMs();
  const expires = Date.parse(policy.expiration);
  if (Number.isNaN(expires) || nowMs >= expires) {
    return fail(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  }

  const covered = new Set<string>();
  let sizeRange: [number, number] | undefined;
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [op, a, b] = condition as unknown[];
      if (op === 'content-length-range' && typeof a === 'number' && typeof b === 'number') {
        sizeRange = [a, b];
        continue;
      }
      const name = typeof a === 'string' ? a.replace(/^\$/, '') : '';
      const value = field(name);
      const ok =
        typeof b === 'string' &&
        value !== undefined &&
        (op === 'eq' ? value === b : op === 'starts-with' && value.startsWith(b));
      if (!ok) return conditionFailed(condition as unknown[]);
      covered.add(name.toLowerCase());
    } else if (isRecord(condition)) {
      for (const [name, expected] of Object.entries(condition)) {
        if (field(name) !== expected) return conditionFailed(['eq', `$${name}`, expected]);
        covered.add(name.toLowerCase());
      }
    }
  }
  const extra = [...byName.keys()].filter(
    (n) => !covered.has(n) && !EXEMPT.has(n) && !n.startsWith('x-ignore-'),
  );
  if (extra.length > 0) {
    return fail(403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  }
  if (sizeRange && file.size > sizeRange[1]) {
    return fail(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
  }
  if (sizeRange && file.size < sizeRange[0]) {
    return fail(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
  }

  // Both are policy conditions, so they are the ones the record was issued with.
  const record = store.data.files.find((f) => f.key === key && f.id === field('x-amz-meta-file'));
  if (!record) return fail(403, 'AccessDenied', 'Access Denied');
  return { ok: true, file: record };
}

/** Records a landed upload: `uploadedAt`, `thumbnail` (the CDN address at size 96), size and type. */
export function markUploaded(
  store: Store,
  file: StoredFile,
  details: { size: number; contentType: string; etag?: string | null },
): StoredFile {
  const thumbnail = new URL(file.url);
  thumbnail.searchParams.set('size', String(THUMBNAIL_SIZE));
  file.uploadedAt = store.now();
  file.thumbnail = thumbnail.toString();
  file.size = details.size;
  file.contentType = details.contentType;
  file.etag = details.etag ?? null;
  return file;
}

/** checkUpload, then markUploaded on success. */
export async function verifyUpload(
  store: Store,
  fields: ReadonlyMap<string, string>,
  file: { size: number; type: string } | undefined,
  options: UploadCheckOptions,
): Promise<UploadCheck> {
  const check = await checkUpload(store, fields, file, options);
  // The policy pins Content-Type to the record's mime, so that is what gets stored.
  if (check.ok && file) markUploaded(store, check.file, { size: file.size, contentType: check.file.mime });
  return check;
}
