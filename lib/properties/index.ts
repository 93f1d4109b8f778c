// The properties feature's public face: what other features and the app use of it.

export { propertyEndpoints } from "./endpoints";
export { propertyListParams } from "./list";
export { staleDaysSchema } from "./stale";
export { staleCutoff } from "./stale-cutoff";
