/**
 * The text input rule, shared by the server (which applies it to every query, path parameter and body) and the
 * web forms. No zod here: the web imports this module's values, and zod must stay out of its bundle.
 *
 * A string a person or a program sends us never needs control characters, and PostgreSQL refuses some of them
 * outright (NUL in text, lone surrogates in JSON), so they are refused at the door as `validation_error`.
 */

/**
 * Fields typed in a text area, where tabs and line breaks are part of the text: the operator's reason for
 * rejecting a withdrawal. A field is known by its own name (the last segment of its path), wherever it sits.
 */
export const MULTILINE_FIELDS: readonly string[] = ['reason'];

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

export type TextInputOptions = {
  /** A text area's value: tab, line feed and carriage return are allowed. */
  multiline?: boolean;
};

/** Whether a field of this name takes tabs and line breaks (see MULTILINE_FIELDS). */
export function isMultilineField(name: string): boolean {
  return MULTILINE_FIELDS.includes(name);
}

function isLineBreakOrTab(code: number): boolean {
  return code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
}

/**
 * The index of the first character of `text` that no text input may hold, or -1. Refused: C0 controls
 * (U+0000–U+001F) but tab, line feed and carriage return when `multiline`; DEL (U+007F) and the C1 controls
 * (U+0080–U+009F); and half of a surrogate pair without its other half (not a character at all).
 */
export function firstControlCharacter(text: string, { multiline = false }: TextInputOptions = {}): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20) {
      if (multiline && isLineBreakOrTab(code)) continue;
      return i;
    }
    if (code < 0x7f) continue;
    if (code <= 0x9f) return i;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return i;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return i;
  }
  return -1;
}

/**
 * Whether `text` holds a character no text input may hold: a control character (tab and line breaks are
 * allowed only when `multiline`) or a lone surrogate. See `firstControlCharacter` for the exact list.
 */
export function hasControlCharacters(text: string, options: TextInputOptions = {}): boolean {
  return firstControlCharacter(text, options) !== -1;
}

/** A key as it can be named in an answer: the characters the rule refuses become U+FFFD. */
function printableKey(key: string): string {
  let out = '';
  for (let i = 0; i < key.length; ) {
    const bad = firstControlCharacter(key.slice(i));
    if (bad === -1) return out + key.slice(i);
    out += `${key.slice(i, i + bad)}\uFFFD`;
    i += bad + 1;
  }
  return out;
}

function joinPath(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`;
}

type Pending = { value: unknown; path: string; name: string };

/**
 * Walks an input (a string, or objects and arrays of them, as parsed from a query, path or body) and answers the
 * path of the first string that breaks the text input rule, or null when every string keeps it. Object keys
 * are checked too. Paths are dotted like the `fields` of a failure (`items.0.name`; '' for the input itself);
 * a string may hold tabs and line breaks when the field that holds it is in MULTILINE_FIELDS. The walk uses a
 * stack of its own, so however deeply a body nests it cannot overflow the call stack.
 */
export function findControlCharacters(input: unknown, path = ''): string | null {
  const pending: Pending[] = [{ value: input, path, name: path.slice(path.lastIndexOf('.') + 1) }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value, name } = item;
    if (typeof value === 'string') {
      if (hasControlCharacters(value, { multiline: isMultilineField(name) })) return item.path;
    } else if (Array.isArray(value)) {
      // an array's items are the field's values: they keep its name (a list of reasons is still reasons)
      for (let i = value.length - 1; i >= 0; i--) {
        pending.push({ value: value[i], path: joinPath(item.path, String(i)), name });
      }
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      const badKey = keys.find((key) => hasControlCharacters(key));
      if (badKey !== undefined) return joinPath(item.path, printableKey(badKey));
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        pending.push({
          value: (value as Record<string, unknown>)[key],
          path: joinPath(item.path, key),
          name: key,
        });
      }
    }
  }
  return null;
}
