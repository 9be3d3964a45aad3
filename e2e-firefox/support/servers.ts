/**
 * The servers the Firefox smoke set talks to: the production build under `vite preview` (its
 * /live-api proxy pointing at the sandbox server) and `sandbox:serve`, each on its own port so the
 * set runs beside a Playwright run or the benchmark.
 *
 * - FIREFOX_APP_PORT (4183), FIREFOX_API_PORT (4023): where they listen.
 * - FIREFOX_OUT_DIR: a build to serve as it is (scripts/test-all.mjs passes the one Playwright just
 *   made); without it the set builds into dist-firefox/ first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

export const APP_PORT = Number(process.env.FIREFOX_APP_PORT ?? 4183);
export const API_PORT = Number(process.env.FIREFOX_API_PORT ?? 4023);
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
export const LIVE_KEY = 'firefox-live-key';

/** Servers this module stopped on purpose: their exit is not a failure to report. */
const stopping = new WeakSet<ChildProcess>();

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for a failure's message; a server's routine output stays out of the test report.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code) => {
    if (code && !stopping.has(child))
      console.error(`${path.basename(cmd)} ${args.join(' ')} exited with ${code}:\n${output}`);
  });
  return child;
}

function build(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = run(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir']);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}

/** Polls `url` until it answers (any status below 500), for at most `ms`. */
async function reachable(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface Servers {
  stop: () => void;
}

export async function startServers(): Promise<Servers> {
  const given = process.env.FIREFOX_OUT_DIR;
  const outDir = given && fs.existsSync(path.join(root, given, 'index.html')) ? given : 'dist-firefox';
  if (outDir !== given) await build(outDir);
  const children = [
    run(
      bin('vite'),
      ['preview', '--host', '127.0.0.1', '--port', String(APP_PORT), '--strictPort', '--outDir', outDir],
      {
        BADGE_API_TARGET: API_ORIGIN,
      },
    ),
    run(bin('tsx'), [
      'src/sandbox/server.ts',
      '--port',
      String(API_PORT),
      '--key',
      LIVE_KEY,
      '--token',
      'firefox-live-token',
    ]),
  ];
  const stop = () => {
    for (const child of children) {
      if (child.exitCode !== null) continue;
      stopping.add(child);
      child.kill('SIGTERM');
    }
  };
  try {
    await Promise.all([reachable(APP_ORIGIN, 60_000), reachable(`${API_ORIGIN}/healthz`, 60_000)]);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}
