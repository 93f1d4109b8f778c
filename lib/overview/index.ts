// The overview feature's public face: what other features and the app use of it.

export { overviewEndpoints } from "./endpoints";
