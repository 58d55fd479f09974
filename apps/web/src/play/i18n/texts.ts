import type { PlayLanguage } from '../launch-params';

/** A dictionary in both languages; English must name every key Vietnamese names (the types see to it). */
export type Texts<K extends string> = { vi: Record<K, string>; en: Record<K, string> };

export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function fill(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

export function translator<K extends string>(texts: Texts<K>, language: PlayLanguage): Translate<K> {
  const table = texts[language];
  return (key, values) => fill(table[key], values);
}
