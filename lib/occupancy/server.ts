import "server-only";

// The occupancy feature's server face: what other features and the app use of it on the server.

export { indexDeletedProperty, indexPropertyUnits, indexSavedUnit } from "./record";
export { refreshIfStale } from "./refresh";
export { portfolioOccupancy } from "./handlers";
export { occupancyPrefetch } from "./prefetch";
