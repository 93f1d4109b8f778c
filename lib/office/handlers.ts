import "server-only";

import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import type { ResponseArgs } from "@/lib/http/handler";
import { json } from "@/lib/http/responses";

import type { OfficeSettings, OfficeSettingsInput } from "./schemas";
import { readOffice, saveOffice, type OfficeRow } from "./store";

// What /api/office does once the request is checked (lib/http/handler.ts: session, permission,
// origin, schemas). A save is audited with what changed, before and after.

function present(row: OfficeRow | null): OfficeSettings {
  return {
    name_ar: row?.nameAr ?? "",
    name_en: row?.nameEn ?? "",
    vat_number: row?.vatNumber ?? null,
    vat_rate_basis_points: env.VAT_RATE_BASIS_POINTS,
    vat_effective_from: env.VAT_EFFECTIVE_FROM,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** The office settings as the admin's page shows them first. */
export async function currentOfficeSettings(): Promise<OfficeSettings> {
  return present(await readOffice(await getDb()));
}

// GET /api/office — the office settings (admin)
export async function officeResponse() {
  return json({ data: await currentOfficeSettings(), meta: {} });
}

// PUT /api/office — save the office settings (admin)
export async function updateOfficeResponse({
  user,
  body,
  requestId,
}: ResponseArgs<undefined, undefined, OfficeSettingsInput>) {
  const { before, after } = await saveOffice(await getDb(), {
    nameAr: body.name_ar,
    nameEn: body.name_en,
    vatNumber: body.vat_number || null,
    userId: user.id,
  });
  const fields = { name_ar: "nameAr", name_en: "nameEn", vat_number: "vatNumber" } as const;
  const changes = Object.fromEntries(
    Object.entries(fields)
      .filter(([, column]) => before?.[column] !== after[column])
      .map(([field, column]) => [field, { from: before?.[column] ?? null, to: after[column] }]),
  );
  await recordAudit({
    user,
    action: "office.update",
    targetType: "office",
    targetId: "office",
    status: 200,
    requestId,
    details: { changes },
  });
  return json({ data: present(after), meta: {} });
}
