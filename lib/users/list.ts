import { defineListParams } from "@/lib/list-params/define";
import { auditListQuerySchema } from "./audit-schemas";
import { userListQuerySchema } from "./schemas";
import { gregorianDate } from "@/lib/rental/fields";
import { auditListShape, userListShape } from "./list-shape";

// How the server reads the list page's address: each filter of its shape (list-shape.ts)
// read with the server's own query schema for that list.

export const auditListParams = defineListParams(auditListShape, {
  read: {
    q: auditListQuerySchema.shape.q.def.innerType,
    userId: auditListQuerySchema.shape.userId.def.innerType,
    action: auditListQuerySchema.shape.action.def.innerType,
    groupId: auditListQuerySchema.shape.groupId.def.innerType,
    // The page picks whole days; the server also takes instants.
    from: gregorianDate,
    to: gregorianDate,
  },
});
export type AuditListState = ReturnType<typeof auditListParams.parse>;

export const userListParams = defineListParams(userListShape, {
  read: { q: userListQuerySchema.shape.q.def.innerType },
});
export type UserListState = ReturnType<typeof userListParams.parse>;
