import { defineListParams } from "@/lib/list-params/define";

import { arrearsFilterShape } from "./arrears-schemas";
import { arrearsListShape } from "./arrears-list-shape";

// How the server reads the arrears page's address: each filter with the endpoint's own schema.

export const arrearsListParams = defineListParams(arrearsListShape, {
  read: {
    property: arrearsFilterShape.property.def.innerType,
    region: arrearsFilterShape.region.def.innerType,
    bucket: arrearsFilterShape.bucket.def.innerType,
  },
});
export type ArrearsListState = ReturnType<typeof arrearsListParams.parse>;
