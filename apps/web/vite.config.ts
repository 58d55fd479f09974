import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** Where the Fastify server runs in development; override with WEB_API_TARGET. */
const apiTarget = process.env.WEB_API_TARGET ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/api', '/media', '/healthz'].map((path) => [path, { target: apiTarget }]),
);

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets `npm run bench` add up exactly the JavaScript /index needs.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
