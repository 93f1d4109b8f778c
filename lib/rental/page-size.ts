// Page sizes of the mirrored lists (list-query.ts validates them), apart from zod: the browser's
// query functions need them on pages that load no schema.

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
