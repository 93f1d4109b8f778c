import "server-only";

import type { ResponseArgs } from "@/lib/http/handler";
import { apiError, json } from "@/lib/http/responses";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import { LIST_IDS, LIST_PERMISSIONS, type ListId } from "@/lib/list-params/list-ids";
import { readViewState } from "@/lib/saved-views/view-state";
import { msg } from "@/lib/rental/messages";

import type { CreateSavedView } from "./create-schema";
import { VIEW_LISTS } from "./lists";
import type { SavedView, UpdateSavedViewInput } from "./schemas";
import {
  createView,
  deleteView,
  findView,
  listViews,
  updateView,
  ViewNameTakenError,
  type StoredView,
} from "./store";

// What /api/saved-views does. Anyone signed in keeps views of the lists their role may read
// (support staff included: a view changes no rental data) and may share them; a shared view is
// read-only to everyone but its owner. Someone who cannot see a view is told it does not exist
// (404); someone who can see it but does not own it may not change it (403). Like display
// preferences, views are not audited: they change what one person sees, never the records.

const isListId = (list: string): list is ListId => (LIST_IDS as readonly string[]).includes(list);
const mayRead = (user: SessionUser, list: ListId) => can(user.role, LIST_PERMISSIONS[list]);

/** The view as its list reads it today, for this person. */
function present(row: StoredView & { list: ListId }, user: SessionUser): SavedView {
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    state: readViewState(VIEW_LISTS[row.list], row.state),
    shared: row.shared,
    owner: { id: row.ownerId, name: row.ownerName },
    editable: row.ownerId === user.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const forbidden = () => apiError(403, "FORBIDDEN", msg("apiErrors.forbidden"));
const notFound = () => apiError(404, "NOT_FOUND", msg("apiErrors.viewNotFound"));
const nameTaken = () =>
  apiError(400, "VALIDATION_FAILED", msg("apiErrors.viewNameTaken"), {
    fields: { name: [msg("validation.viewNameTaken")] },
  });

/** One's own views of a list and those shared with the team; null if the role cannot read it. */
export async function savedViewsOf(user: SessionUser, list: ListId) {
  if (!mayRead(user, list)) return null;
  const rows = await listViews(await getDb(), { list, userId: user.id });
  return { data: rows.map((row) => present({ ...row, list }, user)), meta: {} };
}

export async function listSavedViewsResponse({
  user,
  query,
}: ResponseArgs<undefined, { list: ListId }, undefined>) {
  const body = await savedViewsOf(user, query.list);
  return body ? json(body) : forbidden();
}

export async function createSavedViewResponse({
  user,
  body,
}: ResponseArgs<undefined, undefined, CreateSavedView>) {
  if (!mayRead(user, body.list)) return forbidden();
  try {
    const row = await createView(await getDb(), { ownerId: user.id, ...body });
    return json({ data: present({ ...row, list: body.list }, user), meta: {} }, { status: 201 });
  } catch (error) {
    if (error instanceof ViewNameTakenError) return nameTaken();
    throw error;
  }
}

/**
 * The view this person may change, or the answer that says why not: 404 when they cannot see it
 * (someone else's private view, a list their role cannot read), 403 when it is shared with them.
 */
async function ownView(user: SessionUser, id: string) {
  const row = await findView(await getDb(), id);
  if (!row || !isListId(row.list) || !mayRead(user, row.list)) return { refusal: notFound() };
  if (row.ownerId === user.id) return { row: { ...row, list: row.list } };
  return {
    refusal: row.shared ? apiError(403, "FORBIDDEN", msg("apiErrors.viewNotYours")) : notFound(),
  };
}

export async function updateSavedViewResponse({
  user,
  params,
  body,
}: ResponseArgs<{ id: string }, undefined, UpdateSavedViewInput>) {
  const found = await ownView(user, params.id);
  if (!found.row) return found.refusal;
  try {
    const row = await updateView(await getDb(), params.id, user.id, body);
    if (!row) return notFound(); // deleted in the meantime
    return json({ data: present({ ...row, list: found.row.list }, user), meta: {} });
  } catch (error) {
    if (error instanceof ViewNameTakenError) return nameTaken();
    throw error;
  }
}

export async function deleteSavedViewResponse({
  user,
  params,
}: ResponseArgs<{ id: string }, undefined, undefined>) {
  const found = await ownView(user, params.id);
  if (!found.row) return found.refusal;
  if (!(await deleteView(await getDb(), params.id, user.id))) return notFound();
  return json({ data: { id: params.id }, meta: {} });
}
