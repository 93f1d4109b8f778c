import "server-only";

import { json } from "@/lib/api/responses";
import { recordAudit } from "@/lib/audit/record";
import type { SessionUser } from "@/lib/auth/session-user";

import type { UpstreamRequest } from "./client";
import { mapUpstreamError, UpstreamError } from "./errors";
import { upstream } from "./upstream";

// "Call upstream and answer": what every mirrored route does after apiRoute has checked the
// session, the role, the origin and the input. The upstream answer is normalised (`read`), an
// upstream failure goes through the one error mapper, and a mutation or deed search is written
// to the audit log with the status the person received, failures included.
//
// Only what the shared schemas accepted is forwarded: the parsed path ids, the parsed body (zod
// drops undeclared body fields) and the parsed query, re-serialised. Query schemas are strict,
// so an unknown query parameter is a 400 naming it rather than being dropped silently: a
// mistyped filter must not quietly return the unfiltered list.

type Caller = { user: SessionUser; requestId: string };
type Envelope<T> = { data: T; meta: Record<string, unknown> };

export type ForwardSpec<T> = UpstreamRequest & {
  /** Reads upstream's 2xx body into our `{data, meta}` (see normalise.ts). */
  read: (body: unknown) => Envelope<T>;
  /** Mutations and deed searches: the audit row. `targetId` may come from the answer. */
  audit?: {
    action: string;
    targetType: string;
    targetId: string | number | null | ((data: T) => string | number | null);
  };
  /** After a 2xx, with the normalised data: the contract register. */
  after?: (data: T, user: SessionUser) => Promise<void>;
};

export async function forward<T>(caller: Caller, spec: ForwardSpec<T>): Promise<Response> {
  const { read: _read, audit: _audit, after: _after, ...request } = spec;
  let envelope: Envelope<T | null> | null = null;
  let response: Response;
  let errorCode: string | undefined;
  try {
    const answer = await upstream().request(request);
    // An empty 2xx (204) still answers with our envelope, so every client reads JSON.
    envelope = answer.body === null ? { data: null, meta: {} } : spec.read(answer.body);
    if (spec.after && envelope.data !== null) await runAfter(caller, spec, envelope.data);
    response = json(envelope, { status: answer.status === 204 ? 200 : answer.status });
  } catch (error) {
    if (!(error instanceof UpstreamError)) {
      await audit(caller, spec, null, 500, "INTERNAL_ERROR");
      throw error;
    }
    const mapped = mapUpstreamError(error);
    errorCode = mapped.body.error.code;
    // Upstream trouble (not a refused request) is logged: our path and the failure class,
    // never the address, the token or upstream's text.
    if (mapped.status >= 500) {
      console.warn(
        `[request ${caller.requestId}] upstream ${spec.method} ${spec.path}: ${error.message}`,
      );
    }
    response = json(mapped.body, { status: mapped.status });
  }
  await audit(caller, spec, envelope?.data ?? null, response.status, errorCode);
  return response;
}

async function runAfter<T>(caller: Caller, spec: ForwardSpec<T>, data: T) {
  try {
    await spec.after?.(data, caller.user);
  } catch (error) {
    // Upstream already did the work; failing the answer now would invite a duplicate retry.
    console.error(`[request ${caller.requestId}] recording the upstream result failed:`, error);
  }
}

async function audit<T>(
  caller: Caller,
  spec: ForwardSpec<T>,
  data: T | null,
  status: number,
  errorCode?: string,
) {
  if (!spec.audit) return;
  const { action, targetType, targetId } = spec.audit;
  const target =
    typeof targetId === "function" ? (data === null ? null : targetId(data)) : targetId;
  try {
    await recordAudit({
      user: caller.user,
      action,
      targetType,
      targetId: target === null ? null : String(target),
      status,
      requestId: caller.requestId,
      details: errorCode ? { errorCode } : undefined,
    });
  } catch (error) {
    // Same reasoning as runAfter: the person's outcome stands; the gap is logged loudly.
    console.error(`[request ${caller.requestId}] audit write failed for ${action}:`, error);
  }
}
