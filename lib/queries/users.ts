import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api } from "./api-client";
import type { Pagination } from "@/lib/rental/records";
import type { CreateUserInput, PublicUser, UpdateUserInput } from "@/lib/users/schemas";

// GET /api/users, POST /api/users, PATCH /api/users/{id} (admins)

export type UserListParams = { q?: string; page: number; pageSize: number };

export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
};

export function userListUrl({ q, page, pageSize }: UserListParams): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) query.set("q", q);
  return `/api/users?${query}`;
}

export const userListOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<PublicUser[], { pagination: Pagination }>(userListUrl(params), signal),
  });

export function useUserList(params: UserListParams) {
  return useQuery({ ...userListOptions(params), placeholderData: (previous) => previous });
}

/** A created user; `password` is present only when the server generated it (shown once). */
export type CreatedUser = { user: PublicUser; password?: string };

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserInput) => api.post<CreatedUser>("/api/users", body),
    onSuccess: () => void client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateUserInput & { id: string }) =>
      api.patch<PublicUser>(`/api/users/${id}`, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
