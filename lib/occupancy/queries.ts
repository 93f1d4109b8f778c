import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";

import type { VacantUnitsState } from "./list";
import { occupancyRoutes } from "./routes";

// GET /api/occupancy, …/properties/{documentNumber}, …/vacant; POST …/refresh. While a refresh
// runs, the readers ask again every few seconds, so that its end shows without a reload.

export const occupancyKeys = {
  all: ["occupancy"] as const,
  portfolio: () => [...occupancyKeys.all, "portfolio"] as const,
  property: (documentNumber: string) => [...occupancyKeys.all, "property", documentNumber] as const,
  vacant: (state: VacantUnitsState) => [...occupancyKeys.all, "vacant", state] as const,
};

const RUNNING_POLL_MS = 3_000;
const whileRunning = (data: { data: { refresh: { running_since: string | null } } } | undefined) =>
  data?.data.refresh.running_since ? RUNNING_POLL_MS : false;

export const portfolioOccupancyOptions = () =>
  queryOptions({
    queryKey: occupancyKeys.portfolio(),
    queryFn: ({ signal }) => callEndpoint(occupancyRoutes.getOccupancy, {}, signal),
    refetchInterval: (query) => whileRunning(query.state.data),
  });

export const propertyOccupancyOptions = (documentNumber: string) =>
  queryOptions({
    queryKey: occupancyKeys.property(documentNumber),
    queryFn: ({ signal }) =>
      callEndpoint(occupancyRoutes.getPropertyOccupancy, { params: { documentNumber } }, signal),
    refetchInterval: (query) => whileRunning(query.state.data),
  });

export function usePropertyOccupancy(documentNumber: string) {
  return useQuery(propertyOccupancyOptions(documentNumber));
}

export function usePortfolioOccupancy() {
  return useQuery(portfolioOccupancyOptions());
}

/** The list's state as the endpoint's query. */
export function vacantQuery({ property, region, sort, page, pageSize }: VacantUnitsState) {
  return {
    property,
    region: region === undefined ? undefined : String(region),
    sort,
    page,
    pageSize,
  };
}

export const vacantUnitsOptions = (state: VacantUnitsState) =>
  queryOptions({
    queryKey: occupancyKeys.vacant(state),
    queryFn: ({ signal }) =>
      callEndpoint(occupancyRoutes.listVacantUnits, { query: vacantQuery(state) }, signal),
  });

export function useVacantUnits(state: VacantUnitsState) {
  return useQuery({ ...vacantUnitsOptions(state), placeholderData: keepPreviousData });
}

export function useRefreshOccupancy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(occupancyRoutes.refreshUnitIndex, {}),
    onSuccess: () => void client.invalidateQueries({ queryKey: occupancyKeys.all }),
  });
}
