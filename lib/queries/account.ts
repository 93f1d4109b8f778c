import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type {
  AccountSession,
  ChangePasswordInput,
  SecondFactorSetup,
  SecondFactorStatus,
} from "@/lib/account/schemas";

import { api } from "./api-client";

// One's own account: /api/account/password, /api/account/sessions, /api/account/second-factor.

export const accountKeys = {
  all: ["account"] as const,
  sessions: () => [...accountKeys.all, "sessions"] as const,
  secondFactor: () => [...accountKeys.all, "second-factor"] as const,
};

export const sessionsOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => api.get<AccountSession[]>("/api/account/sessions", signal),
  });

export function useOwnSessions() {
  return useQuery(sessionsOptions());
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ ended: number; current: boolean }>(
        `/api/account/sessions/${encodeURIComponent(id)}`,
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ended: number }>("/api/account/sessions"),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      api.post<{ changed: true }>("/api/account/password", body),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: accountKeys.secondFactor(),
    queryFn: ({ signal }) => api.get<SecondFactorStatus>("/api/account/second-factor", signal),
  });
}

export function useBeginSecondFactor() {
  return useMutation({
    mutationFn: () => api.post<SecondFactorSetup>("/api/account/second-factor"),
  });
}

export function useConfirmSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.put<{ recoveryCodes: string[] }>("/api/account/second-factor", { code }),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.secondFactor() }),
  });
}

export function useRemoveSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) =>
      api.request<{ enabled: false }>("/api/account/second-factor", "DELETE", { currentPassword }),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.secondFactor() }),
  });
}

export function useReplaceRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) =>
      api.post<{ recoveryCodes: string[] }>("/api/account/second-factor/recovery-codes", {
        currentPassword,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.secondFactor() }),
  });
}
