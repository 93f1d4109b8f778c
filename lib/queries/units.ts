import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api } from "./api-client";
import { propertyKeys } from "./properties";
import type { Unit } from "@/lib/rental/records";
import type { UnitUpdate } from "@/lib/rental/unit";

// GET /api/v1/units/{id}, PUT /api/v1/units/{id}

export const unitKeys = {
  all: ["units"] as const,
  details: () => [...unitKeys.all, "detail"] as const,
  detail: (id: number) => [...unitKeys.details(), id] as const,
};

export const unitOptions = (id: number) =>
  queryOptions({
    queryKey: unitKeys.detail(id),
    queryFn: ({ signal }) => api.get<Unit>(`/api/v1/units/${id}`, signal),
  });

export function useUnit(id: number) {
  return useQuery(unitOptions(id));
}

export function useUpdateUnit(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitUpdate) => api.put<Unit>(`/api/v1/units/${id}`, body),
    onSuccess: (response) => {
      client.setQueryData(unitKeys.detail(id), response);
      // The property pages list this unit too.
      void client.invalidateQueries({ queryKey: propertyKeys.all });
    },
  });
}
