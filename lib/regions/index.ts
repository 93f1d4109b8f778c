// The regions feature's public face: what other features and the app use of it.

export { regionEndpoints } from "./endpoints";
export { ALL_REGIONS, regionListQuery } from "./queries";
