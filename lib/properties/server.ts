import "server-only";

// The properties feature's server face: what other features and the app use of it on the server.

export { listProperties, getProperty } from "./upstream";
