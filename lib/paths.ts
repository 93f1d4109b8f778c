// The dashboard's page addresses, built in one place (links, redirects, callback URLs). Path
// values are encoded; query values are left out when empty.

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: () => "/",
  signIn: (callbackUrl?: string) => withQuery("/sign-in", { callbackUrl }),
  properties: (query?: { name?: string; page?: number; pageSize?: number; sort?: string }) =>
    withQuery("/properties", query),
  property: (documentNumber: string) => `/properties/${segment(documentNumber)}`,
  /** `property`: the deed number of the page the unit was opened from ("back" returns there). */
  unit: (id: number | string, from?: { property?: string }) =>
    withQuery(`/units/${segment(id)}`, { property: from?.property }),
  /** The vacant units (occupancy); `property`: a deed number, `region`: a region id. */
  occupancy: (query?: { property?: string; region?: number; sort?: string }) =>
    withQuery("/occupancy", query),
  contracts: (query?: {
    status?: string;
    endingAfter?: string;
    endingBefore?: string;
    decisionBefore?: string;
    /** The overview's sets: `due` overdue, 7, 30, 60; `ending` 30, 60, 90 (days). */
    due?: string;
    ending?: string;
    unit?: string;
    party?: number;
    /** 1: deleted contracts listed too (terminated ones are flagged deleted as they end). */
    deleted?: 1;
    sort?: string;
  }) => withQuery("/contracts", query),
  contract: (id: number | string) => `/contracts/${segment(id)}`,
  /** A contract's statement; `from` and `to` (ISO days) narrow it to a range. */
  contractStatement: (id: number | string, range?: { from?: string; to?: string }) =>
    withQuery(`/contracts/${segment(id)}/statement`, range),
  /** A tenant's statement over every contract where the party is the tenant. */
  partyStatement: (id: number | string, range?: { from?: string; to?: string }) =>
    withQuery(`/parties/${segment(id)}/statement`, range),
  /** A payment's receipt (a simplified tax invoice for a commercial contract), printable. */
  receipt: (contractId: number | string, paymentId: number | string) =>
    `/contracts/${segment(contractId)}/payments/${segment(paymentId)}/receipt`,
  /** `renew`: the contract to renew (the form starts from its terms). */
  newContract: (query?: { renew?: number }) => withQuery("/contracts/new", query),
  /** `field` and `q`: a search, such as `{ field: "id_number", q: "1090000001" }`. */
  parties: (query?: { field?: string; q?: string }) => withQuery("/parties", query),
  partyAttention: () => "/parties/attention",
  deeds: () => "/deeds",
  /** Bulk deed sync runs (admins). */
  syncRuns: () => "/deeds/sync",
  syncRun: (id: string) => `/deeds/sync/${segment(id)}`,
  regions: () => "/regions",
  /** Overdue rent by contract; `bucket`: 1_30, 31_60, 61_90, over_90 (days late). */
  arrears: (query?: { property?: string; region?: number; bucket?: string }) =>
    withQuery("/arrears", query),
  /**
   * A month's rent: the instalments due in it (`list` due, the default) or the payments dated in
   * it (`list` payments); `month` YYYY-MM, this Riyadh month when left out.
   */
  collections: (query?: { month?: string; list?: "due" | "payments"; page?: number }) =>
    withQuery("/collections", query),
  audit: () => "/admin/audit",
  users: () => "/admin/users",
  /** The office's names and VAT registration number (admins). */
  office: () => "/admin/office",
  account: () => "/account",
  notifications: () => "/notifications",
  notificationSettings: () => "/notifications/settings",
  /** The morning digest's unsubscribe page (signed out); `token`: the signed link's token. */
  digestUnsubscribe: (token: string) => withQuery("/digest/unsubscribe", { token }),
  /** What the demo's mail server received (admins, demo only). */
  sentMail: () => "/admin/sent-mail",
};
