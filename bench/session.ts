import type { Role } from "../lib/auth/permissions";
import { Client, DEMO_PASSWORD } from "../test/integration/http";
import { BENCH_FAULTS_SECRET } from "./stack";

// Sessions and tokens the measurements send: a dashboard session signed in over HTTP as a
// browser would (next-auth credentials flow), and a bearer token straight from the service.

export type Session = { cookie: string; client: Client };

/** Signs in like the browser's sign-in form would: next-auth's CSRF token, then credentials. */
export async function signInAs(baseUrl: string, email: string, password: string) {
  const client = new Client(baseUrl);
  const csrf = await client.raw("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await client.raw("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${baseUrl}/` }),
  });
  await res.text();
  if (!client.hasCookie(/session-token/))
    throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return { cookie: client.cookieHeader(), client };
}

export function dashboardSession(baseUrl: string, role: Role): Promise<Session> {
  return signInAs(baseUrl, `${role}@demo.test`, DEMO_PASSWORD);
}

/** The session cookie (only it: a browser needs no more to be signed in) for Playwright. */
export function browserCookies(session: Session, baseUrl: string) {
  const { hostname } = new URL(baseUrl);
  return session.cookie
    .split("; ")
    .filter((pair) => /session-token=/.test(pair))
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      // __Host- (production) and __Secure- cookies must be marked Secure; Chromium keeps them on
      // http://127.0.0.1 (a potentially trustworthy origin), where an IP's cookie is host-only.
      return {
        name,
        value: pair.slice(eq + 1),
        domain: hostname,
        path: "/",
        secure: /^__(Host|Secure)-/.test(name),
        httpOnly: true,
        sameSite: "Lax" as const,
      };
    });
}

export async function serviceToken(serviceUrl: string): Promise<string> {
  const res = await fetch(`${serviceUrl}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      grant_type: "client_credentials",
      client_id: "demo-client",
      client_secret: "demo-secret",
      scope: "*",
    }),
  });
  if (!res.ok) throw new Error(`token request failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

const FAULTS_HEADERS = { "x-faults-secret": BENCH_FAULTS_SECRET };

export type ServiceStats = { tokenRequests: number; requests: Record<string, number> };

/** The service's request counters since start or the last reset (RENTAL_SERVICE_FAULTS=1). */
export async function serviceStats(serviceUrl: string): Promise<ServiceStats> {
  const res = await fetch(`${serviceUrl}/__stats`, { headers: FAULTS_HEADERS });
  if (!res.ok) throw new Error(`GET /__stats: ${res.status}`);
  return (await res.json()) as ServiceStats;
}

export async function resetServiceStats(serviceUrl: string): Promise<void> {
  const res = await fetch(`${serviceUrl}/__stats`, { method: "DELETE", headers: FAULTS_HEADERS });
  if (!res.ok) throw new Error(`DELETE /__stats: ${res.status}`);
}

/** Records of the demo data that pages and requests refer to. */
export async function sampleRecords(serviceUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, accept: "application/json" };
  const get = async (p: string) =>
    ((await (await fetch(`${serviceUrl}/tenant/v1${p}`, { headers })).json()) as { data: unknown })
      .data;
  const [property] = (await get("/properties")) as {
    id: number;
    document_number: string;
    units: { id: number }[];
  }[];
  if (!property?.units[0]) throw new Error("the demo data has no property with a unit");
  return {
    propertyId: property.id,
    documentNumber: property.document_number,
    unitId: property.units[0].id,
  };
}
