// The deeds feature's public face: what other features and the app use of it.

export { deedEndpoints } from "./endpoints";
