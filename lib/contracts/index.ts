// The contracts feature's public face: what other features and the app use of it.

export { contractEndpoints } from "./endpoints";
export type { EndingGroup } from "./summary";
export {
  registerEntrySchema,
  registerSummarySchema,
  DECISION_WINDOWS,
  ENDING_WINDOWS,
} from "./schemas";
export { contractListParams } from "./list";
export { knownUnitSchema, type KnownUnit } from "./unit-schemas";
export { unitName } from "./unit-name";
