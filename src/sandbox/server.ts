/**
 * The sandbox as a real HTTP server, for live mode, curl and other clients:
 *   npm run sandbox:serve -- --port 4010 [--host 127.0.0.1] [--key KEY] [--token TOKEN] [--preset demo|large]
 * Serves the API at http://HOST:PORT/v1 with the same handlers as the in-browser sandbox.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { startSandboxServer } from './http-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    key: { type: 'string' },
    token: { type: 'string' },
    preset: { type: 'string', default: 'demo' },
  },
});

const apiKey = values.key ?? process.env.SANDBOX_API_KEY ?? `sk_sandbox_${randomBytes(12).toString('hex')}`;
const bearerToken =
  values.token ?? process.env.SANDBOX_BEARER_TOKEN ?? `tok_sandbox_${randomBytes(12).toString('hex')}`;

const { origin } = await startSandboxServer({
  apiKey,
  bearerToken,
  preset: values.preset === 'large' ? 'large' : 'demo',
  host: values.host,
  port: Number(values.port),
});
// The key is printed on purpose: this is a local test server and its key protects nothing real.
console.log(`Badge Console sandbox API at ${origin}/v1`);
console.log(`  X-Api-Key:            ${apiKey}`);
console.log(`  Bearer (avatars):     ${bearerToken}`);
console.log(`  Controls:             ${origin}/_control/state (send the X-Api-Key too)`);
