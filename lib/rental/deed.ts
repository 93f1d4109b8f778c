import { z } from "zod";

import { digitText, hijriDate } from "./fields";

const deedId = z
  .number({ error: "Must be a number" })
  .int({ error: "Must be a whole number" })
  .positive({ error: "Must be a positive number" })
  .max(Number.MAX_SAFE_INTEGER, { error: "Too large" });

// POST /tenant/v1/properties/search-deed
export const deedSearchSchema = z.object({ deed_id: deedId });

// POST /tenant/v1/properties/search-deed/remote
export const deedRemoteSearchSchema = z.object({
  deed_id: deedId,
  owner_id: digitText(20),
  date: hijriDate,
});

export type DeedSearch = z.output<typeof deedSearchSchema>;
export type DeedRemoteSearch = z.output<typeof deedRemoteSearchSchema>;
