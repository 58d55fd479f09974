import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

/** Where the Fastify server runs in development; override with WEB_API_TARGET. */
const apiTarget = process.env.WEB_API_TARGET ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/api', '/media', '/healthz'].map((path) => [path, { target: apiTarget }]),
);

/**
 * `<link rel="modulepreload">` tags for the chunks of `sources` (and what they import, but the entry), so they load
 * with the entry instead of after it has run: index.html is the same for every address, so these are the chunks
 * nearly every first visit needs.
 */
function preloadWithEntry(sources: string[]): Plugin {
  return {
    name: 'preload-with-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const entry = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const files = new Set<string>();
        for (const chunk of chunks) {
          const source = chunk.facadeModuleId?.replaceAll('\\', '/');
          if (!source || !sources.some((wanted) => source.endsWith(wanted))) continue;
          for (const file of [chunk.fileName, ...chunk.imports]) if (!entry.has(file)) files.add(file);
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The early requests (src/early/inline.ts) bundled and inlined at the top of index.html, so they start as the HTML
 * is parsed, not after the app's JavaScript has downloaded and run. The server allows this one inline script by its
 * hash in the content security policy (apps/server/src/http/inline-scripts.ts).
 */
function inlineEarlyRequests(entry: string): Plugin {
  return {
    name: 'inline-early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler() {
        const bundled = await esbuild({
          entryPoints: [entry],
          bundle: true,
          minify: true,
          format: 'iife',
          target: 'es2022',
          write: false,
          legalComments: 'none',
        });
        const code = bundled.outputFiles[0]?.text.trim() ?? '';
        return [{ tag: 'script', children: code, injectTo: 'head-prepend' as const }];
      },
    },
  };
}

/**
 * React Router's package offers only its development build to bundlers (its `exports` name no production file),
 * which keeps its development warnings on in production: checks and messages on every route render. Its
 * production build, shipped beside it and identical but for that switch, is what the site's build uses.
 */
function reactRouterProduction(): Plugin {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = path.join(path.dirname(development), '..', 'production', 'index.mjs');
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? production : null;
    },
  };
}

export default defineConfig({
  // The pages visitors land on (home, where `/` leads; game lists, promotions, notices: 7 KB gzipped together) and,
  // through their imports, the `shared` chunk they all import: ready when the entry has run, not fetched after.
  plugins: [
    reactRouterProduction(),
    react(),
    inlineEarlyRequests('src/early/inline.ts'),
    preloadWithEntry([
      'src/features/home/routes/HomePage.tsx',
      'src/features/games/routes/GameListPage.tsx',
      'src/features/promotions/routes/PromotionsPage.tsx',
      'src/features/notices/routes/NoticePage.tsx',
    ]),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets `npm run bench` add up exactly the JavaScript /index needs.
    manifest: true,
    target: 'es2022',
    // The entry is one chunk on purpose (below): about 510 KB before compression, 165 KB gzipped.
    chunkSizeWarningLimit: 600,
    // One stylesheet, loaded with the entry (about 11 KB gzipped): a page's own CSS was one more request after
    // its chunk, and the page waited for it.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first render needs in one file: many small ones queue on a phone's few connections.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // Small modules many lazily loaded pages share (icons, pager, dialog, tables, game cards, page title),
            // with no heavy dependency: one chunk, so a page is its own chunk plus this one instead of five more.
            {
              name: 'shared',
              test: /[\\/]lucide-react[\\/]|[\\/]src[\\/](lib[\\/](page-title|use-debounced-value)|components[\\/](game[\\/]|ui[\\/](Pagination|page-items|Modal|DataTable|PagedList)))/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
