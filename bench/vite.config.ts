import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the benchmark's baseline page (bench/baseline) into dist-bench/. */
export default defineConfig({
  root: 'bench/baseline',
  base: '/',
  plugins: [react()],
  build: { outDir: '../../dist-bench', emptyOutDir: true, target: 'es2022' },
});
