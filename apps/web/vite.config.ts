import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { GAME_PAGES } from './src/lib/categories';

/** Where the Fastify server runs in development; override with WEB_API_TARGET. */
const apiTarget = process.env.WEB_API_TARGET ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/api', '/media', '/healthz'].map((path) => [path, { target: apiTarget }]),
);

/** Where the HTML document carries its landing preloads, by page (the address's first segment, lower case). */
const LANDING_ATTRIBUTE = 'data-landing';

/**
 * `<link rel="modulepreload">` tags for the chunks of the pages visitors land on (and all they import, but the
 * entry), so they load with the entry instead of after it has run. Each tag names the landing pages that need
 * it; `landingDocuments` then writes each landing page a document with its own tags only.
 */
function preloadWithEntry(landing: Record<string, string>): Plugin {
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
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // a chunk and every chunk it imports, however deep: an import found only when its importer runs is one
        // more round trip before the page can render
        const withImports = (file: string, found = new Set<string>()): Set<string> => {
          if (found.has(file)) return found;
          found.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, found);
          return found;
        };
        const pagesOf = new Map<string, Set<string>>();
        for (const chunk of chunks) {
          // a page's module is its chunk's facade, or one of a group's modules (the lottery pages)
          const sources = chunk.moduleIds.map((id) => id.replaceAll('\\', '/'));
          const pages = Object.keys(landing).filter((page) =>
            sources.some((source) => source.endsWith(landing[page] as string)),
          );
          for (const file of withImports(chunk.fileName)) {
            if (entry.has(file) || pages.length === 0) continue;
            const known = pagesOf.get(file) ?? new Set<string>();
            for (const page of pages) known.add(page);
            pagesOf.set(file, known);
          }
        }
        return [...pagesOf].map(([file, pages]) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: '',
            href: `/${file}`,
            [LANDING_ATTRIBUTE]: [...pages].sort().join(' '),
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Writes `landing/<page>.html` for each landing page: index.html with only the preloads that page needs (the
 * server sends it for that address, apps/server/src/http/landing-pages.ts); index.html itself, which every other
 * address gets, keeps none of them.
 */
function landingDocuments(pages: string[]): Plugin {
  const tag = new RegExp(`\\s*<link rel="modulepreload"[^>]*${LANDING_ATTRIBUTE}="([^"]*)"[^>]*>`, 'g');
  let outDir = 'dist';
  return {
    name: 'landing-documents',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const indexFile = path.resolve(outDir, 'index.html');
      if (!existsSync(indexFile)) return;
      const html = readFileSync(indexFile, 'utf8');
      mkdirSync(path.resolve(outDir, 'landing'), { recursive: true });
      for (const page of pages) {
        const own = html.replace(tag, (link, names: string) =>
          names.split(' ').includes(page) ? link.replace(` ${LANDING_ATTRIBUTE}="${names}"`, '') : '',
        );
        writeFileSync(path.resolve(outDir, 'landing', `${page}.html`), own);
      }
      writeFileSync(indexFile, html.replace(tag, ''));
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

/**
 * The pages a first visit usually lands on, by the first segment of the address in lower case (`index` stands for
 * `/` too), and the module of each: their documents preload their chunks.
 */
const LANDING_PAGES: Record<string, string> = {
  index: 'src/features/home/routes/HomePage.tsx',
  promotions: 'src/features/promotions/routes/PromotionsPage.tsx',
  noticepage: 'src/features/notices/routes/NoticePage.tsx',
  ...Object.fromEntries(GAME_PAGES.map((page) => [page, 'src/features/games/routes/GameListPage.tsx'])),
  // the lotteries: players keep their draw open and come back to it by its address
  vnlottery: 'src/features/lottery/routes/VnLotteryPage.tsx',
  lottery: 'src/features/lottery/routes/LotteryPage.tsx',
  sealottery: 'src/features/lottery/routes/SeaLotteryPage.tsx',
};

export default defineConfig({
  // The pages visitors land on (home, where `/` leads; game lists, promotions, notices) and, through their imports,
  // the `shared` chunk they all import: ready when the entry has run, not fetched after.
  plugins: [
    reactRouterProduction(),
    react(),
    inlineEarlyRequests('src/early/inline.ts'),
    preloadWithEntry(LANDING_PAGES),
    landingDocuments(Object.keys(LANDING_PAGES)),
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
              test: /[\\/]lucide-react[\\/]|[\\/]src[\\/](lib[\\/](page-title|use-debounced-value|request-key)|components[\\/](game[\\/]|ui[\\/](Pagination|page-items|Modal|DataTable|PagedList)))|[\\/]contracts[\\/]src[\\/]site-time/,
              minShareCount: 2,
              priority: 1,
            },
            // Small modules the lottery pages share with the member's pages (tabs, alerts, the confirm dialog, record
            // cells): one chunk of their own, so neither the home page's `shared` nor the lottery chunk carries them.
            {
              name: 'widgets',
              test: /[\\/]src[\\/](lib[\\/]request-key|components[\\/]ui[\\/](Tabs|FormAlert|ConfirmDialog|RecordCells))|[\\/]contracts[\\/]src[\\/]studio-paths|[\\/]games[\\/]src[\\/]lottery[\\/]vn[\\/]vn-bet-types/,
              minShareCount: 2,
              priority: 1,
            },
            // The lottery pages and all they share, but the trend chart (recharts, loaded when shown): one chunk.
            // A lottery page was eleven small chunks, and a phone's six connections fetched them in two rounds.
            {
              name: 'lottery',
              test: (id) => /[\\/]src[\\/]features[\\/]lottery[\\/]/.test(id) && !/TrendChart/.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
