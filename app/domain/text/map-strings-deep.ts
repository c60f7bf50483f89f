// Plain data (objects, arrays) whose strings are rewritten or read, keeping its shape: how the
// fact register's tokens and the site's placeholders are filled in content of any shape.

/** The data with every string inside it replaced by `map` of that string. */
export function mapStringsDeep<T>(value: T, map: (text: string) => string): T {
  if (typeof value === "string") return map(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStringsDeep(item, map)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStringsDeep(item, map)]),
    ) as T;
  }
  return value;
}
