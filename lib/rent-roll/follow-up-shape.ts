// A contract's follow-ups' fixed values, with no schema: the contract's page loads this module.

/** What a follow-up was: a WhatsApp reminder of the arrears, or notice given. */
export const REMINDER_KIND = "whatsapp_reminder";
export const NOTICE_KIND = "notice_given";

/**
 * To whom notice was given. The office speaks for the lessor: it tells the tenant the contract
 * will not be renewed or will change (`tenant`), or passes the tenant's notice of leaving on to
 * the lessor (`lessor`).
 */
export const NOTICE_RECIPIENTS = ["tenant", "lessor"] as const;
/** How it was given: on the Ejar platform, by letter, WhatsApp, email or in person. */
export const NOTICE_METHODS = ["ejar", "letter", "whatsapp", "email", "in_person"] as const;
/** The longest note a notice keeps (characters). */
export const NOTE_MAX = 500;
