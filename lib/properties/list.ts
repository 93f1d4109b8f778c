import { defineListParams } from "@/lib/list-params/define";
import { staleDaysSchema } from "./stale";
import { containsText, propertyListQuerySchema } from "@/lib/rental/list-query";
import { propertyListShape } from "./list-shape";

// How the server reads the list page's address: each filter of its shape (list-shape.ts)
// read with the server's own query schema for that list.

export const propertyListParams = defineListParams(propertyListShape, {
  read: { name: containsText, staleDays: staleDaysSchema },
  sort: propertyListQuerySchema.shape.sort,
});
export type PropertyListState = ReturnType<typeof propertyListParams.parse>;
