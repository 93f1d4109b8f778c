import type { Party } from "./records";
import { isSaudiMobile, isValidSaudiId, normaliseSaudiMobile } from "./warnings";

// What a party record lacks for Ejar, as the data-quality queue lists it (issue 10). The same
// checks as the party form's warnings (warnings.ts): they point at records to look at, never
// refuse one (a passport number or a foreign phone may be right for that person).

export const PARTY_PROBLEMS = ["id-check-digit", "mobile-not-saudi", "no-date-of-birth"] as const;
export type PartyProblem = (typeof PARTY_PROBLEMS)[number];

export type CheckedFields = Pick<
  Party,
  "id_number" | "phone_number" | "date_of_birth" | "date_of_birth_hijri"
>;

const blank = (value: string | null | undefined) => !value?.trim();

/** The party's problems in PARTY_PROBLEMS order; empty when the record looks right. */
export function partyProblems(party: CheckedFields): PartyProblem[] {
  const problems: PartyProblem[] = [];
  if (!isValidSaudiId(party.id_number)) problems.push("id-check-digit");
  // A local 05… or a spaced number is still a Saudi mobile (the form normalises it on save).
  if (!isSaudiMobile(normaliseSaudiMobile(party.phone_number.trim())))
    problems.push("mobile-not-saudi");
  // Either calendar will do: the form converts one into the other.
  if (blank(party.date_of_birth) && blank(party.date_of_birth_hijri))
    problems.push("no-date-of-birth");
  return problems;
}
