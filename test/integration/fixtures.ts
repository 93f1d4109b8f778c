import type { Party, Property } from "../../lib/rental/records";

// Test data found in (or made on) the rental service directly, with its demo client, before a
// suite resets the service's counters. The matrix needs records that each role's successful
// call can act on without disturbing another role's: free units, contracts of its own, and a
// property that no open contract holds.

type Json = Record<string, unknown>;

export type ServiceClient = { id: string; secret: string };
const DEMO_CLIENT: ServiceClient = { id: "demo-client", secret: "demo-secret" };

export function serviceApi(serviceUrl: string, credentials: ServiceClient = DEMO_CLIENT) {
  let token: Promise<string> | null = null;
  async function getToken() {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      grant_type: "client_credentials",
      client_id: credentials.id,
      client_secret: credentials.secret,
      scope: "*",
    }))
      form.set(k, v);
    const res = await fetch(`${serviceUrl}/oauth/token`, { method: "POST", body: form });
    if (!res.ok) throw new Error(`service token: ${res.status}`);
    return ((await res.json()) as { access_token: string }).access_token;
  }
  async function call(method: string, path: string, body?: unknown) {
    token ??= getToken();
    const res = await fetch(`${serviceUrl}/tenant/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await token}`,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  }
  return { call };
}

export type Fixtures = {
  properties: Property[];
  partyIds: [number, number];
  /** The lessor's record as the service holds it. */
  party: Party;
  /** Units with no contract in force now (each used by one create). */
  freeUnits: number[];
  /** Active contracts made for the suite. */
  contracts: number[];
  /** A property none of whose units is under an open contract (when asked for). */
  deletableProperty: Property | null;
  /** A property whose deed matches the registry (for the remote search). */
  registryMatch: Property;
};

export function contractBody(unitId: number, partyIds: [number, number]) {
  return {
    duration: 1,
    contract_type: "residential",
    parties: [
      { role: "lessor", id: partyIds[0] },
      { role: "tenant", id: partyIds[1] },
    ],
    unit_id: String(unitId),
    rental_fee: { total_units_rent: 24000, billing_type: "monthly" },
    terms: { residential_auto_renewal: 0, notice_period_in_days: 30 },
  };
}

/** Prepares `freeCount` free units and `contractCount` active contracts, and the rest. */
export async function prepareFixtures(
  serviceUrl: string,
  options: { freeCount: number; contractCount: number; deletable?: boolean },
  credentials?: ServiceClient,
): Promise<Fixtures> {
  const { freeCount, contractCount, deletable = false } = options;
  const api = serviceApi(serviceUrl, credentials);
  const list = await api.call("GET", "/properties?pagination[pageSize]=100&sort=id:asc");
  const properties = list.body.data as Property[];
  const parties = await api.call("GET", "/parties/search-party?pagination[pageSize]=2");
  const [lessor, tenant] = parties.body.data as Party[];
  if (!lessor || !tenant) throw new Error("the service has fewer than two parties");
  const partyIds: [number, number] = [lessor.id, tenant.id];

  // A unit is free when a contract created on it starts today (on a leased unit the service
  // places it after the current contract, a draft, which is taken back). Probe property by
  // property from the end, so that a whole property can be emptied for the delete test.
  const freeUnits: number[] = [];
  const contracts: number[] = [];
  let deletableProperty: Property | null = null;
  for (const property of [...properties].reverse()) {
    const made: { unitId: number; contractId: number }[] = [];
    for (const unit of property.units) {
      const res = await api.call("POST", "/contracts", contractBody(unit.id, partyIds));
      if (res.status !== 200 && res.status !== 201) continue;
      const created = res.body.data as { id: number; status: string };
      if (created.status === "active") made.push({ unitId: unit.id, contractId: created.id });
      else await api.call("DELETE", `/contracts/${created.id}`);
    }
    const whole =
      deletable && !deletableProperty && made.length > 0 && made.length === property.units.length;
    for (const { unitId, contractId } of made) {
      if (!whole && contracts.length < contractCount) {
        contracts.push(contractId);
        continue;
      }
      // DELETE terminates an active contract, which frees the unit again.
      await api.call("DELETE", `/contracts/${contractId}`);
      if (!whole) freeUnits.push(unitId);
    }
    if (whole) deletableProperty = property;
    if (
      (deletableProperty || !deletable) &&
      freeUnits.length >= freeCount &&
      contracts.length >= contractCount
    )
      break;
  }
  if (
    (deletable && !deletableProperty) ||
    freeUnits.length < freeCount ||
    contracts.length < contractCount
  ) {
    throw new Error("the service's seed has too few free units for the suite");
  }
  // Seed index 5 has drifted from the registry; index 0 matches it.
  const registryMatch = properties[0]!;
  return {
    properties,
    partyIds,
    party: lessor,
    freeUnits,
    contracts,
    deletableProperty,
    registryMatch,
  };
}

/** YYYY-MM-DD, `days` after today (UTC; contracts made today start today in Riyadh). */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
