// The hours a person may choose for their digest (Riyadh time). Browser-safe: the form reads it.
export const DIGEST_HOUR_MIN = 0;
export const DIGEST_HOUR_MAX = 23;
