/** A region's or city's name in the reader's language (Arabic names come with every record). */
export function localName(
  record: { name: string; name_ar: string } | undefined,
  locale: string,
): string | undefined {
  if (!record) return undefined;
  return locale === "ar" ? record.name_ar || record.name : record.name;
}

/** The same name in the other language (shown beside it), with that language's code. */
export function otherName(
  record: { name: string; name_ar: string },
  locale: string,
): { name: string; lang: "ar" | "en" } {
  return locale === "ar" ? { name: record.name, lang: "en" } : { name: record.name_ar, lang: "ar" };
}
