import { createSeed } from './src/sandbox/seed/create-seed';
const t0 = performance.now();
const s = createSeed({ preset: 'large' });
const t = Math.round(performance.now() - t0);
(globalThis as unknown as { gc: () => void }).gc();
console.log('large ms', t, 'retained heap MB', Math.round(process.memoryUsage().heapUsed / 1e6), s.data.members.length);
