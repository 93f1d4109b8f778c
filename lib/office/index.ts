// The office settings' public face: what other features and the app use of it, anywhere.

export { officeEndpoints } from "./endpoints";
export { officeRoutes } from "./routes";
