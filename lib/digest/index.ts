// The morning digest's public face (docs/digest.md): what other features and the app use of it.

export { digestEndpoints } from "./endpoints";
export { digestRoutes } from "./routes";
export { DIGEST_HOUR_MAX, DIGEST_HOUR_MIN } from "./hours";
