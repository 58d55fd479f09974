import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The documents of the pages a first visit usually lands on (`landing/<page>.html`, written by the web build,
 * apps/web/vite.config.ts): index.html with `<link rel="modulepreload">` for that page's chunks only, so a visitor
 * landing on the notices does not also download the home page's code. Any other address gets index.html.
 */
export type LandingPages = {
  /** The file, relative to the build, to answer a page address with. */
  documentFor(url: string): string;
  /** Every landing document (absolute paths). */
  files: string[];
};

export function landingPages(webDist: string): LandingPages {
  const dir = path.join(webDist, 'landing');
  const names = new Set(
    existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.html'))
          .map((file) => file.slice(0, -'.html'.length))
      : [],
  );
  return {
    documentFor(url) {
      const segment = (url.split(/[?#]/, 1)[0]?.split('/')[1] ?? '').toLowerCase();
      const page = segment === '' ? 'index' : segment;
      return names.has(page) ? `landing/${page}.html` : 'index.html';
    },
    files: [...names].map((name) => path.join(dir, `${name}.html`)),
  };
}
