import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * Sources whose chunks /index loads before it shows its content: the home route. (The default language's texts,
 * src/i18n/vi, are part of the entry chunk.)
 */
const INDEX_ROUTE_SOURCES = ['src/features/home/routes/HomePage.tsx'];

/**
 * Gzipped size of the JavaScript the browser fetches to render /index: the entry chunk (with the Vietnamese texts)
 * and the home route's chunk, each with the chunks they import statically (Vite's build manifest), and whatever
 * its document preloads besides (`<link rel="modulepreload">` in landing/index.html, else index.html).
 */
export function initialJsOfIndex(webDist: string): { files: string[]; gzipBytes: number } {
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Chunk ${key} is not in the Vite manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...INDEX_ROUTE_SOURCES]) visit(key);
  const landing = path.join(webDist, 'landing', 'index.html');
  const html = readFileSync(existsSync(landing) ? landing : path.join(webDist, 'index.html'), 'utf8');
  for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)) {
    if (href) files.add(href);
  }
  const gzipBytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file))).length,
    0,
  );
  return { files: [...files], gzipBytes };
}
