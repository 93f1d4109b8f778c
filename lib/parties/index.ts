// The parties feature's public face: what other features and the app use of it.

export { partyEndpoints } from "./endpoints";
export { partyAttentionParams, partySearchParams } from "./list";
