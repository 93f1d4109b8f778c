import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";
import type { ChangePasswordInput, StepUpInput } from "@/lib/account/schemas";
import { accountRoutes } from "./routes";

// One's own account: /api/account/password, /api/account/sessions, /api/account/second-factor.

export const accountKeys = {
  all: ["account"] as const,
  sessions: () => [...accountKeys.all, "sessions"] as const,
  secondFactor: () => [...accountKeys.all, "second-factor"] as const,
};

export const sessionsOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => callEndpoint(accountRoutes.listOwnSessions, {}, signal),
  });

export function useOwnSessions() {
  return useQuery(sessionsOptions());
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(accountRoutes.endOwnSession, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(accountRoutes.endOtherSessions, {}),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => callEndpoint(accountRoutes.changePassword, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export const secondFactorOptions = () =>
  queryOptions({
    queryKey: accountKeys.secondFactor(),
    queryFn: ({ signal }) => callEndpoint(accountRoutes.getSecondFactor, {}, signal),
  });

export function useSecondFactorStatus() {
  return useQuery(secondFactorOptions());
}

export function useBeginSecondFactor() {
  return useMutation({
    mutationFn: () => callEndpoint(accountRoutes.beginSecondFactor, {}),
  });
}

export function useConfirmSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      callEndpoint(accountRoutes.confirmSecondFactor, { body: { code } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.secondFactor() }),
  });
}

export function useRemoveSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) =>
      callEndpoint(accountRoutes.removeSecondFactor, { body: { currentPassword } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.secondFactor() }),
  });
}

export function useReplaceRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) =>
      callEndpoint(accountRoutes.replaceRecoveryCodes, { body: { currentPassword } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.secondFactor() }),
  });
}

/** The password (and code) again: sensitive changes are allowed for a while (step-up dialog). */
export function useStepUp() {
  return useMutation({
    mutationFn: (body: StepUpInput) => callEndpoint(accountRoutes.stepUp, { body }),
  });
}
