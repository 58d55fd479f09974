import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

/**
 * A text from the web app's own i18n files, so journeys assert what a visitor reads in each language; `values`
 * fill its `{{name}}` placeholders.
 */
export function text(
  lang: 'vi' | 'en',
  namespace: string,
  key: string,
  values: Record<string, string> = {},
): string {
  const file = path.join(import.meta.dirname, '../../apps/web/src/i18n', lang, `${namespace}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`No text ${lang}/${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
