import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";
import type { CreateUserInput, UpdateUserInput } from "@/lib/users/schemas";
import { userRoutes } from "./routes";

// GET /api/users, POST /api/users, PATCH /api/users/{id}, DELETE /api/users/{id}/sessions (admins)

export type UserListParams = { q?: string; page: number; pageSize: number };

/** The audit log's user filter: dashboards have few users; the first 100 cover them. */
export const USERS_TO_FILTER_BY: UserListParams = { page: 1, pageSize: 100 };

export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
};

export const userListOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => callEndpoint(userRoutes.listUsers, { query: params }, signal),
  });

export function useUserList(params: UserListParams) {
  return useQuery({ ...userListOptions(params), placeholderData: (previous) => previous });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserInput) => callEndpoint(userRoutes.createUser, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateUserInput & { id: string }) =>
      callEndpoint(userRoutes.updateUser, { params: { id }, body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** DELETE /api/users/{id}/sessions: signs the user out everywhere. */
export function useEndUserSessions() {
  return useMutation({
    mutationFn: (id: string) => callEndpoint(userRoutes.endUserSessions, { params: { id } }),
  });
}
