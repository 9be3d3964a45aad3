/**
 * Where the end-to-end run serves the app and the sandbox HTTP server. E2E_APP_PORT and E2E_API_PORT
 * move both, so two runs (or a run and `npm run bench`) can share a machine; playwright.config.ts
 * starts the servers on the same ports.
 */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4010);
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
export const API_SERVER_ORIGIN = `http://127.0.0.1:${API_PORT}`;
