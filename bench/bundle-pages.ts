import type { BenchContext } from "./context";
import type { OtherRoute } from "./results";
import type { Session } from "./session";
import { todayInRiyadh } from "../lib/rental/gregorian";
import type { Answer } from "../test/integration/http";

// The concrete URL of each page of OTHER_PAGES (bench/results.ts) that the bundle group weighs.

const data = (answer: Answer) => (answer.json as { data?: unknown } | undefined)?.data;
const firstId = (answer: Answer) => {
  const id = (data(answer) as { id: string | number }[] | undefined)?.[0]?.id;
  return id === undefined ? null : String(id);
};

/**
 * Concrete URLs of OTHER_PAGES. A fresh bench's dashboard has no contract in its register, no
 * payment and no bulk deed sync run, so it makes one of each, as a person would through the
 * API: a contract on the last property's first free unit (no other group reads that property),
 * a payment on it (its receipt) and a run syncing the sample property's deed.
 */
export async function otherPageUrls(
  ctx: BenchContext,
  admin: Session,
): Promise<Record<OtherRoute, string>> {
  const { client } = ctx.manager;
  const contractId =
    firstId(await client.get("/api/contracts?pageSize=1")) ?? (await makeContract(ctx));
  const contract = data(await client.get(`/api/contracts/${contractId}`)) as
    { parties: { role: string; id: number }[] } | undefined;
  const tenantId = contract?.parties.find((p) => p.role === "tenant")?.id;
  if (tenantId === undefined) throw new Error(`contract ${contractId} has no tenant`);
  const paymentId = await aPayment(ctx, contractId);
  let runId = firstId(await admin.client.get("/api/deed-sync/runs?pageSize=1"));
  if (!runId) {
    const { documentNumber, propertyId } = ctx.sample;
    const started = await admin.client.request("POST", "/api/deed-sync/runs", {
      scope: "selected",
      deeds: [{ id: propertyId, document_number: documentNumber }],
    });
    runId = started.status === 201 ? ((data(started) as { id?: string }).id ?? null) : null;
    if (!runId)
      throw new Error(`starting a deed sync run answered ${started.status}: ${started.text}`);
  }
  const base = ctx.dashboard.url;
  return {
    "/account": `${base}/account`,
    "/contracts/[id]": `${base}/contracts/${contractId}`,
    "/parties/attention": `${base}/parties/attention`,
    "/deeds": `${base}/deeds`,
    "/deeds/sync": `${base}/deeds/sync`,
    "/deeds/sync/[id]": `${base}/deeds/sync/${runId}`,
    "/admin/users": `${base}/admin/users`,
    "/admin/audit": `${base}/admin/audit`,
    "/admin/office": `${base}/admin/office`,
    "/contracts/[id]/statement": `${base}/contracts/${contractId}/statement`,
    "/parties/[id]/statement": `${base}/parties/${tenantId}/statement`,
    "/contracts/[id]/payments/[paymentId]/receipt": `${base}/contracts/${contractId}/payments/${paymentId}/receipt`,
    "/arrears": `${base}/arrears`,
    "/occupancy": `${base}/occupancy`,
    "/collections": `${base}/collections`,
    "/notifications": `${base}/notifications`,
    "/notifications/settings": `${base}/notifications/settings`,
    "/admin/sent-mail": `${base}/admin/sent-mail`,
    "/digest/unsubscribe": `${base}/digest/unsubscribe`,
  };
}

/** The contract's first payment, or one recorded now (the same key: recorded once per data). */
async function aPayment(ctx: BenchContext, contractId: string): Promise<number> {
  const { client } = ctx.manager;
  const statement = data(await client.get(`/api/rent-roll/contracts/${contractId}`)) as
    { payments: { id: number }[] } | undefined;
  const known = statement?.payments[0]?.id;
  if (known !== undefined) return known;
  const made = await client.request("POST", `/api/rent-roll/contracts/${contractId}/payments`, {
    amount: "1000.00",
    paid_on: todayInRiyadh(),
    method: "bank_transfer",
    reference: "BENCH",
    idempotency_key: `bench-receipt-${contractId}`,
  });
  const id = (data(made) as { id?: number } | undefined)?.id;
  if (made.status !== 201 || id === undefined)
    throw new Error(`recording a payment answered ${made.status}: ${made.text}`);
  return id;
}

/** A one-year contract between two seed parties, made through the dashboard (its register). */
async function makeContract(ctx: BenchContext): Promise<string> {
  const { client } = ctx.manager;
  const parties = await client.get(
    "/api/v1/parties/search-party?pagination[page]=1&pagination[pageSize]=2&sort=id:asc",
  );
  const [lessor, tenant] = (parties.json as { data: { id: number; id_number: string }[] }).data;
  const properties = await client.get("/api/v1/properties?sort=id:desc&pagination[pageSize]=1");
  const [property] = (
    properties.json as { data: { document_number: string; units: { id: number }[] }[] }
  ).data;
  if (!lessor || !tenant || !property) throw new Error("the demo data has no parties or property");
  const refusals: string[] = [];
  for (const unit of property.units) {
    const made = await client.request("POST", "/api/v1/contracts", {
      duration: 1,
      contract_type: "residential",
      parties: [
        { role: "lessor", id: lessor.id },
        { role: "tenant", id: tenant.id },
      ],
      unit_id: String(unit.id),
      rental_fee: { total_units_rent: 48000, billing_type: "monthly" },
      terms: { residential_auto_renewal: 0, notice_period_in_days: 60 },
      party_id_numbers: [lessor, tenant].map((p) => ({ id: p.id, id_number: p.id_number })),
      unit_document_number: property.document_number,
    });
    const id = (made.json as { data?: { id?: number } } | undefined)?.data?.id;
    if (made.status < 300 && id !== undefined) return String(id);
    refusals.push(`unit ${unit.id}: ${made.status}`);
  }
  throw new Error(`no contract could be made for the bench (${refusals.join(", ")})`);
}
