import type { Role } from "../../lib/auth/permissions";

// HTTP helpers for integration tests: a client with a cookie jar that signs in like a browser
// (next-auth credentials flow), and sends mutations with the Origin and JSON content type a
// browser would.

export const DEMO_PASSWORD = "demo-password";

export type Answer = {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON, or undefined when the body is not JSON. */
  json: unknown;
};

export class Client {
  private readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  private store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair?.indexOf("=") ?? -1;
      if (!pair || eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  hasCookie(pattern: RegExp): boolean {
    return [...this.cookies.keys()].some((k) => pattern.test(k));
  }

  async raw(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader());
    const res = await fetch(`${this.baseUrl}${path}`, { redirect: "manual", ...init, headers });
    this.store(res.headers);
    return res;
  }

  /** A request as the dashboard's own pages send it. */
  async request(method: string, path: string, body?: unknown, headers: HeadersInit = {}) {
    const mutation = method !== "GET" && method !== "HEAD";
    const all = new Headers(
      mutation ? { origin: this.baseUrl, "content-type": "application/json" } : {},
    );
    new Headers(headers).forEach((v, k) => all.set(k, v));
    const res = await this.raw(path, {
      method,
      headers: all,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return answer(res);
  }

  get(path: string, headers?: HeadersInit) {
    return this.request("GET", path, undefined, headers);
  }
}

export async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Signs in as a demo user over HTTP: GET /api/auth/csrf, POST the credentials callback. */
export async function signIn(baseUrl: string, role: Role): Promise<Client> {
  const client = new Client(baseUrl);
  const csrf = await client.raw("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const form = new URLSearchParams({
    csrfToken,
    email: `${role}@demo.test`,
    password: DEMO_PASSWORD,
    callbackUrl: `${baseUrl}/`,
  });
  const res = await client.raw("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: form,
  });
  await res.text();
  if (!client.hasCookie(/session-token/)) {
    throw new Error(`sign-in as ${role} failed: ${res.status} ${res.headers.get("location")}`);
  }
  return client;
}

/** What no answer may carry: the upstream address, a token, a stack trace, the client secret. */
export function leaks(text: string, serviceUrl: string): string[] {
  const found: string[] = [];
  const host = new URL(serviceUrl).host;
  if (text.includes(host)) found.push("upstream address");
  if (/eyJ[A-Za-z0-9_-]{10,}\./.test(text)) found.push("token");
  if (/\n\s+at .+\(.+:\d+:\d+\)/.test(text) || /at \S+ \(\/.+:\d+:\d+\)/.test(text))
    found.push("stack trace");
  if (text.includes("demo-secret")) found.push("client secret");
  return found;
}
