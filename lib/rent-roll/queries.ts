import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";

import { rentRollRoutes } from "./routes";
import type { NoticeInput } from "./follow-up-schemas";
import type { RecordPaymentInput, VoidPaymentInput } from "./schemas";

// GET /api/rent-roll/contracts/{id}, POST …/payments, POST …/payments/{paymentId}/void;
// a contract's timeline: GET …/follow-ups, POST …/notices.
// A statement's key carries the contract's `updated_at`: a change of the contract (its dates, a
// termination) moves its schedule, and the card then reads the statement again.

export const rentRollKeys = {
  all: ["rent-roll"] as const,
  statement: (id: number, version: string) => [...rentRollKeys.all, "statement", id, version],
  statements: (id: number) => [...rentRollKeys.all, "statement", id] as const,
  followUps: (id: number) => [...rentRollKeys.all, "follow-ups", id] as const,
};

export const statementOptions = (id: number, version: string) =>
  queryOptions({
    queryKey: rentRollKeys.statement(id, version),
    queryFn: ({ signal }) => callEndpoint(rentRollRoutes.getStatement, { params: { id } }, signal),
  });

export function useStatement(id: number, version: string) {
  return useQuery(statementOptions(id, version));
}

type RecordBody = Omit<RecordPaymentInput, "idempotency_key"> & { idempotency_key: string };

export function useRecordPayment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordBody) =>
      callEndpoint(rentRollRoutes.recordPayment, { params: { id }, body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: rentRollKeys.statements(id) }),
  });
}

export function useVoidPayment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...body }: VoidPaymentInput & { paymentId: number }) =>
      callEndpoint(rentRollRoutes.voidPayment, { params: { id, paymentId }, body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: rentRollKeys.statements(id) }),
  });
}

export const followUpsOptions = (id: number) =>
  queryOptions({
    queryKey: rentRollKeys.followUps(id),
    queryFn: ({ signal }) => callEndpoint(rentRollRoutes.listFollowUps, { params: { id } }, signal),
  });

export function useFollowUps(id: number) {
  return useQuery(followUpsOptions(id));
}

export function useRecordNotice(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeInput) =>
      callEndpoint(rentRollRoutes.recordNotice, { params: { id }, body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: rentRollKeys.followUps(id) }),
  });
}
