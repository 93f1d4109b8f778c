// The contracts feature's public face: what other features and the app use of it.

export { contractEndpoints } from "./endpoints";
export { refreshDefaultDecisionDates } from "./store";
