import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Sources whose chunks /index loads before it shows its content: the home route and the default language. */
const INDEX_ROUTE_SOURCES = ['src/features/home/routes/HomePage.tsx', 'src/i18n/vi/index.ts'];

/**
 * Gzipped size of the JavaScript the browser needs to render /index: the entry chunk, the home route's chunk
 * and the Vietnamese texts, each with the chunks they import statically (Vite's build manifest).
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
  const gzipBytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file))).length,
    0,
  );
  return { files: [...files], gzipBytes };
}
