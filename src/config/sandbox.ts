/**
 * Where the embedded sandbox answers. It lives on a same-origin path so that, should its service
 * worker not be running, requests fail with a clear 404 instead of a DNS error. These values are
 * shared by the app (which never imports the sandbox code) and the sandbox itself.
 */
export const SANDBOX_API_PATH = '/sandbox-api/v1';
/** The sandbox's service worker: MSW's, behind a filter that lets it see only the sandbox's addresses. */
export const SANDBOX_WORKER_URL = '/sandbox-worker.js';
export const SANDBOX_CONTROL_PATH = '/sandbox-api/_control';
/** The key the sandbox accepts in sandbox mode; the user never has to type it. */
export const SANDBOX_API_KEY = 'sandbox-demo-key';
/** The bearer token the sandbox accepts for `/account/avatars`. */
export const SANDBOX_BEARER_TOKEN = 'sandbox-demo-token';
/** Emulated upload host and image CDN: other origins, so credentials provably never reach them. */
export const SANDBOX_UPLOAD_ORIGIN = 'https://uploads.sandbox.badge-console.test';
export const SANDBOX_CDN_ORIGIN = 'https://img.sandbox.badge-console.test';
/**
 * The emulated upload host says how much of a file it has received on this BroadcastChannel
 * (`{ key, loaded, total }`): behind the sandbox's service worker the browser reports no upload
 * progress at all, so this is the only measure of it there.
 */
export const SANDBOX_UPLOAD_PROGRESS_CHANNEL = 'badge-console:sandbox-upload-progress';

export function sandboxBaseUrl(origin: string = globalThis.location.origin): string {
  return origin + SANDBOX_API_PATH;
}

let sandboxRunning = false;
/** Set by main.tsx once the sandbox's service worker answers; a switch to the sandbox otherwise reloads. */
export function markSandboxRunning(): void {
  sandboxRunning = true;
}
export function isSandboxRunning(): boolean {
  return sandboxRunning;
}
