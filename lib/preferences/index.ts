// The preferences feature's public face: what other features and the app use of it.

export { preferenceEndpoints } from "./endpoints";
