import net from 'node:net';

/**
 * A port nothing listens on now, chosen by the system. The benchmark's servers take one each, so a
 * second `npm run bench` (or an end-to-end run) on the same machine does not meet EADDRINUSE.
 * (A server started by another process right after this returns could still take it; the window
 * is a few milliseconds.)
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
