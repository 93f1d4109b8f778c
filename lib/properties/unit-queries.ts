import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";
import { propertyKeys } from "./queries";
import type { UnitUpdate } from "@/lib/rental/unit";
import { propertyRoutes } from "./routes";

// GET /api/v1/units/{id}, PUT /api/v1/units/{id}

export const unitKeys = {
  all: ["units"] as const,
  details: () => [...unitKeys.all, "detail"] as const,
  detail: (id: number) => [...unitKeys.details(), id] as const,
};

export const unitOptions = (id: number) =>
  queryOptions({
    queryKey: unitKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(propertyRoutes.getUnit, { params: { id } }, signal),
  });

export function useUnit(id: number, enabled = true) {
  return useQuery({ ...unitOptions(id), enabled });
}

export function useUpdateUnit(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitUpdate) =>
      callEndpoint(propertyRoutes.updateUnit, { params: { id }, body }),
    onSuccess: (response) => {
      client.setQueryData(unitOptions(id).queryKey, response);
      // The property pages list this unit too.
      void client.invalidateQueries({ queryKey: propertyKeys.all });
    },
  });
}
