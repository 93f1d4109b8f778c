import * as z from "zod/mini";

import { pageQueryShape } from "@/lib/http/page-query";
import { msg } from "@/lib/rental/messages";
import { PARTY_PROBLEMS } from "@/lib/rental/party-checks";
import { paginationSchema, partySchema } from "@/lib/rental/records";
import { envelopeOf } from "@/lib/rental/results";

// GET /api/parties/attention: parties whose records need a look (the data-quality queue). The
// checks are lib/rental/party-checks.ts; the scan that applies them is scan.ts.

export const attentionQuerySchema = z.strictObject(
  {
    ...pageQueryShape,
    /** Only parties with this problem; every party with any problem when absent. */
    kind: z.optional(
      z.enum(PARTY_PROBLEMS, {
        error: msg("validation.oneOf", { values: PARTY_PROBLEMS.join(", ") }),
      }),
    ),
  },
  { error: msg("validation.unknownQueryParameter") },
);
export type AttentionQuery = z.output<typeof attentionQuerySchema>;

/** A party as upstream answers it, with what is wrong with it (at least one problem). */
export const attentionEntrySchema = z.extend(partySchema, {
  problems: z.array(z.enum(PARTY_PROBLEMS)).check(z.minLength(1)),
});
export type AttentionEntry = z.output<typeof attentionEntrySchema>;

const count = () => z.int().check(z.nonnegative());

export const attentionMetaSchema = z.object({
  pagination: paginationSchema,
  /** Parties with each problem, whatever the `kind` filter (a party may count under several). */
  totals: z.object(
    Object.fromEntries(PARTY_PROBLEMS.map((kind) => [kind, count()])) as {
      [K in (typeof PARTY_PROBLEMS)[number]]: ReturnType<typeof count>;
    },
  ),
  /** Parties checked, and whether that was all of them (the scan stops at a ceiling). */
  checked: count(),
  complete: z.boolean(),
  /** When upstream was read (the answer may come from a scan up to a minute old). */
  checkedAt: z.iso.datetime(),
});
export type AttentionMeta = z.output<typeof attentionMetaSchema>;

export const attentionListSchema = envelopeOf(z.array(attentionEntrySchema), attentionMetaSchema);
