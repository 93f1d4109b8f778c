import { auditListParams, userListParams } from "@/lib/users";
import { contractListParams } from "@/lib/contracts";
import { partyAttentionParams, partySearchParams } from "@/lib/parties";
import { propertyListParams } from "@/lib/properties";
import { vacantUnitsParams } from "@/lib/occupancy";
import { arrearsListParams } from "@/lib/rent-roll";
import type { ListId } from "@/lib/list-params/list-ids";
import type { ViewList } from "@/lib/saved-views/view-state";

/** Every list a view can be saved for, by id: its definition checks and writes the state. */
export const VIEW_LISTS = {
  properties: propertyListParams,
  contracts: contractListParams,
  parties: partySearchParams,
  "party-attention": partyAttentionParams,
  audit: auditListParams,
  users: userListParams,
  "vacant-units": vacantUnitsParams,
  arrears: arrearsListParams,
} as const satisfies Record<ListId, ViewList>;
