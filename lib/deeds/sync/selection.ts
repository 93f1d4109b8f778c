import { MAX_PAGE_SIZE } from "@/lib/rental/page-size";

/** The most deeds one can pick by hand (a page of the list at most). Apart from the schemas: the properties page's selection needs it, not them. */
export const MAX_SELECTED = MAX_PAGE_SIZE;
