// The saved views feature's public face: what other features and the app use of it.

export { savedViewEndpoints } from "./endpoints";
