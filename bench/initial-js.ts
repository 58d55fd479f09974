import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped size of the JavaScript the browser loads before /index renders: the entry script and its preloads. */
export function initialJsOfIndex(webDist: string): { files: string[]; gzipBytes: number } {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  const files = [...new Set(srcs)];
  const gzipBytes = files.reduce(
    (sum, src) => sum + gzipSync(readFileSync(path.join(webDist, src))).length,
    0,
  );
  return { files, gzipBytes };
}
