// The properties feature's public face: what other features and the app use of it.

export { propertyEndpoints } from "./endpoints";
