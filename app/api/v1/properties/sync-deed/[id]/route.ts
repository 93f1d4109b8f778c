import { apiRoute } from "@/lib/api/handler";
import { asRecord, normaliseProperty } from "@/lib/rental-api/normalise";
import { idParams } from "@/lib/rental-api/params";
import { forward } from "@/lib/rental-api/proxy";

// POST /api/v1/properties/sync-deed/{id} — refresh property {id} from its deed (admin)
export const POST = apiRoute({
  permission: "property:sync",
  params: idParams,
  handle: ({ params, ...caller }) =>
    forward(caller, {
      method: "POST",
      path: `/properties/sync-deed/${params.id}`,
      read: asRecord(normaliseProperty),
      audit: { action: "property.sync", targetType: "property", targetId: params.id },
    }),
});
