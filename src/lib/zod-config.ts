/**
 * Zod compiles object schemas with `new Function` when it finds that allowed, and finds out by
 * trying once. The built app's Content-Security-Policy has no 'unsafe-eval', so that probe is a CSP
 * violation Firefox reports on every form page. Zod's interpreted parser is fast enough for forms:
 * it is told not to try (`jitless`), before any schema parses.
 *
 * Written to the object `z.config()` itself writes to (zod keeps it on globalThis, creating it only
 * when it is missing), so the entry chunk needs none of zod, which loads with the form pages.
 * zod-config.test.ts checks that zod reads it, so an upgrade that moves it fails there.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

const zodConfig = (globalThis.__zod_globalConfig ??= {});
zodConfig.jitless = true;

export {};
