import { defineListParams } from "@/lib/list-params/define";
import * as z from "zod/mini";
import { registerListQuerySchema } from "./schemas";
import { withDigits } from "@/lib/rental/fields";
import { contractListShape } from "./list-shape";

// How the server reads the list page's address: each filter of its shape (list-shape.ts)
// read with the server's own query schema for that list.

const register = registerListQuerySchema.shape;

export const contractListParams = defineListParams(contractListShape, {
  read: {
    status: register.status.def.innerType,
    endingAfter: register.endingAfter.def.innerType,
    endingBefore: register.endingBefore.def.innerType,
    decisionBefore: register.decisionBefore.def.innerType,
    due: register.due.def.innerType,
    ending: register.ending.def.innerType,
    unit: withDigits(z.string().check(z.maxLength(50))),
    party: register.party.def.innerType,
    includeDeleted: z.pipe(
      z.literal("1"),
      z.transform(() => true),
    ),
  },
  sort: register.sort.def.innerType,
});
export type ContractListState = ReturnType<typeof contractListParams.parse>;
