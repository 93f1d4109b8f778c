// The rent roll's public face: what other features and the app use of it, anywhere.

export { rentRollEndpoints } from "./endpoints";
export { rentRollRoutes } from "./routes";
export { arrearsListParams } from "./arrears-list";
export { moneySummarySchema, type MoneySummary } from "./arrears-schemas";
