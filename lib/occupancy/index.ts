// The occupancy feature's public face: what other features and the app use of it, anywhere.

export { occupancyEndpoints } from "./endpoints";
export { occupancyRoutes } from "./routes";
export { vacantUnitsParams, type VacantUnitsState } from "./list";
