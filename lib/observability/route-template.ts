// The route a request matched, as a template (`/api/v1/units/{id}`), for logs and metrics: a raw
// path with record numbers would make every request its own series and would put deed numbers
// in the logs. Derived from the path alone (Next.js does not hand route handlers their
// template): any segment that looks like an identifier becomes `{id}`.

const ID_SEGMENT = [
  /^\d+$/, // record numbers, deed numbers
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, // UUIDs (users)
  /^[0-9a-f]{24,}$/i, // long hex ids
];

export function routeTemplate(pathname: string): string {
  const segments = pathname.split("/").map((segment) => {
    if (segment === "") return segment;
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // keep the raw segment
    }
    return ID_SEGMENT.some((re) => re.test(decoded)) ? "{id}" : segment;
  });
  // Unknown paths (the /api/v1 catch-all) must not create one series each either.
  return segments.slice(0, 8).join("/").slice(0, 120) || "/";
}
