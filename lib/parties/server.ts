import "server-only";

// The parties feature's server face: what other features and the app use of it on the server.

export { searchParties } from "./upstream";
