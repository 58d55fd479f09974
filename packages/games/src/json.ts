/** An engine value as it travels in JSON: every bigint (money) becomes its decimal string. */
export type Jsonified<T> = T extends bigint
  ? string
  : T extends readonly (infer U)[]
    ? Jsonified<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

export function toJson<T>(value: T): Jsonified<T> {
  if (typeof value === 'bigint') return String(value) as Jsonified<T>;
  if (Array.isArray(value)) return value.map(toJson) as Jsonified<T>;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = toJson(item);
    return out as Jsonified<T>;
  }
  return value as Jsonified<T>;
}
