import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The studio's game client (/play/): a build entry of its own, never part of the site's JavaScript. Built after
 * the site (`vite build && vite build -c vite.play.config.ts`) into dist/play, which the server serves at
 * /play/. Run alone with `npx vite -c apps/web/vite.play.config.ts` (API proxied to WEB_API_TARGET).
 */
const apiTarget = process.env.WEB_API_TARGET ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, ws: true } };

/**
 * The entry page lives at play/index.html under the web app's root, so Vite would serve and write it as
 * /play/play/index.html: the game is opened at /play/ (`?token=…&lang=…&game=…`), so that is where it goes.
 */
function playEntryAtBase(): Plugin {
  return {
    name: 'play-entry-at-base',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/play\/(\?|$)/.test(request.url)) {
          request.url = request.url.replace(/^\/play\//, '/play/play/index.html');
        }
        next();
      });
    },
    generateBundle: {
      // after Vite's HTML plugin has emitted the page
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['play/index.html'];
        if (page?.type !== 'asset') return;
        delete bundle['play/index.html'];
        this.emitFile({ type: 'asset', fileName: 'index.html', source: page.source });
      },
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/play/',
  // the site's public files (favicon…) are the site's: the game client has none
  publicDir: false,
  plugins: [react(), playEntryAtBase()],
  server: { port: 5174, proxy },
  preview: { port: 4174, proxy },
  build: {
    outDir: 'dist/play',
    // dist/play only: the site's build (run first) owns the rest of dist
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    rolldownOptions: {
      input: fileURLToPath(new URL('./play/index.html', import.meta.url)),
      // The engines (@app/games) and the contracts are pure modules (no I/O at load): what a screen does not
      // use is left out, e.g. the slot models and their tables from an instant game's chunk.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/](games|contracts)[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            // React and the shell: what every game needs before its screen, in one file
            { name: 'play', tags: ['$initial'], priority: 2 },
            // what every game screen shares (the game bar, panels, money, the API client): one chunk
            {
              name: 'play-shell',
              test: /[\\/]src[\\/](lib|play[\\/](shell|money|api|i18n|sound))[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
            // what the instant games share (tables, chips, stakes): not loaded by a slot
            {
              name: 'play-instant',
              test: /[\\/]src[\\/]play[\\/]instant[\\/]shared[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
