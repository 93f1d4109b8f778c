// The account feature's public face: what other features and the app use of it.

export { accountEndpoints } from "./endpoints";
