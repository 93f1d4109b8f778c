// The arrears list's fixed values, with no schema: the browser's list page loads this module.

/** Ageing buckets by the oldest overdue instalment's days late (arrears.ts). */
export const ARREARS_BUCKETS = ["1_30", "31_60", "61_90", "over_90"] as const;
export type ArrearsBucket = (typeof ARREARS_BUCKETS)[number];

export const ARREARS_PAGE_SIZE = 50;

/** What a follow-up of a contract's arrears was. */
export const REMINDER_KINDS = ["whatsapp_reminder"] as const;
