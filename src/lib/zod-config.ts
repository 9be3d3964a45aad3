import { config } from 'zod/v4/core';

/**
 * Zod compiles object schemas with `new Function` when it finds it allowed, and finds out by trying
 * once. The built app's Content-Security-Policy has no 'unsafe-eval', so that probe is a CSP
 * violation Firefox reports in the console on every form page. Its interpreted parser is fast enough
 * for forms: tell it not to try. Imported first by main.tsx, before any schema parses; only zod's
 * tiny config module lands in the entry chunk (the schemas load with their pages).
 */
config({ jitless: true });
