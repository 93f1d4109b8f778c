import * as z from "zod/mini";

import { contractCreateSchema, contractUpdateSchema } from "@/lib/rental/contract";
import { idParams, recordId } from "@/lib/rental/path-params";
import { contractSchema } from "@/lib/rental/records";
import { contractDeletionSchema, recordOf } from "@/lib/rental/results";

import { createContract, deleteContract, updateContract } from "../domain/contracts";
import { route } from "./route";

export const contractRoutes = {
  // POST /tenant/v1/contracts — create a contract starting today
  createContract: route({
    method: "POST",
    path: "/contracts",
    summary: "Create a contract",
    description:
      "Starts today (Asia/Riyadh) and ends duration years later (end inclusive), so it is active; on a unit that is leased, it starts the day after the unit's last draft/active contract ends (a draft until then), so that a renewal or a future lease can be created before its dates are set with PUT. unit_id and every party id must exist. PUT refuses dates that overlap another draft/active contract of the unit (UNIT_ALREADY_LEASED).",
    body: contractCreateSchema,
    response: recordOf(contractSchema),
    handle: async ({ body }, ctx) => ({
      data: await createContract(await ctx.db(), body, ctx.today()),
      meta: {},
    }),
  }),

  // PUT /tenant/v1/contracts/{id} — change a draft or active contract's dates
  updateContract: route({
    method: "PUT",
    path: "/contracts/{id}",
    summary: "Change a contract's dates",
    description:
      "Only draft and active contracts (CONTRACT_NOT_EDITABLE otherwise). Status follows the dates: start in the future = draft, end in the past = expired.",
    params: idParams,
    body: contractUpdateSchema,
    response: recordOf(contractSchema),
    handle: async ({ params, body }, ctx) => ({
      data: await updateContract(await ctx.db(), params.id, body, ctx.today()),
      meta: {},
    }),
  }),

  // DELETE /tenant/v1/contracts/{contract_id} — remove a draft, terminate an active contract
  deleteContract: route({
    method: "DELETE",
    path: "/contracts/{contract_id}",
    summary: "Delete a draft or terminate an active contract",
    description: "Expired and terminated contracts are refused (CONTRACT_NOT_DELETABLE).",
    params: z.object({ contract_id: recordId }),
    response: recordOf(contractDeletionSchema),
    handle: async ({ params }, ctx) => ({
      data: await deleteContract(await ctx.db(), params.contract_id, ctx.today()),
      meta: {},
    }),
  }),
};
