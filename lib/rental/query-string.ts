// `a[b][c]=v` query strings for list queries, written without a library so that the browser,
// which only ever writes them, does not load qs (and its dependencies) on every page. The output
// is the one of `qs.stringify(query, {encodeValuesOnly: true, skipNulls: true})` that the server
// reads back with qs (parseQueryString in list-query.ts); query-string.test.ts holds them equal.
// Keys are the schemas' field names and are written as they are; values are percent-encoded as
// RFC 3986 asks (qs's default), so `!'()*` are encoded too.

const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** `{filters: {name: {$contains: "x"}}, pagination: {page: 2}}` → `filters[name][$contains]=x&pagination[page]=2` */
export function stringifyQuery(query: object): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (value instanceof Date) pairs.push(`${key}=${encode(value.toISOString())}`);
    else if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (typeof value === "object")
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
    else pairs.push(`${key}=${encode(String(value))}`);
  };
  for (const [name, value] of Object.entries(query)) add(name, value);
  return pairs.join("&");
}
