/** A region's or city's name in the reader's language (Arabic names come with every record). */
export function localName(
  record: { name: string; name_ar: string } | undefined,
  locale: string,
): string | undefined {
  if (!record) return undefined;
  return locale === "ar" ? record.name_ar || record.name : record.name;
}
