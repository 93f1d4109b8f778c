// Statements' public face: what other features and the app use of it, anywhere.

export { statementEndpoints } from "./endpoints";
export { statementRoutes } from "./routes";
