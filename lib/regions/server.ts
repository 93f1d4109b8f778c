import "server-only";

// The regions feature's server face: what other features and the app use of it on the server.

export { listRegions } from "./upstream";
