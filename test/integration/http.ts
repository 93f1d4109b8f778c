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
  /**
   * `send` replaces fetch, e.g. fetchFrom("127.0.0.2") to come from another address. `language`
   * is the browser's Accept-Language: tests read English answers unless they say otherwise (with
   * no language named, the dashboard answers in Arabic, its default).
   */
  constructor(
    readonly baseUrl: string,
    private readonly send: typeof fetch = fetch,
    readonly language = "en",
  ) {}

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
    if (!headers.has("accept-language")) headers.set("accept-language", this.language);
    const res = await this.send(`${this.baseUrl}${path}`, { redirect: "manual", ...init, headers });
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

  /**
   * next-auth's credentials flow as a browser form posts it. `code` is what the sign-in page
   * would show: `invalid_credentials`, `throttled:<seconds>`, ... (absent on success).
   */
  async signInWith(email: string, password: string, extra: Record<string, string> = {}) {
    const csrf = await this.raw("/api/auth/csrf");
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const form = new URLSearchParams({
      csrfToken,
      email,
      password,
      callbackUrl: `${this.baseUrl}/`,
      ...extra,
    });
    const res = await this.raw("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: this.baseUrl },
      body: form.toString(),
    });
    await res.text();
    const location = res.headers.get("location") ?? "";
    const code = new URL(location, this.baseUrl).searchParams.get("code") ?? undefined;
    const ok = this.hasCookie(/session-token/) && !location.includes("error=");
    return { ok, status: res.status, location, code };
  }

  /** next-auth's sign-out as the browser's form posts it. */
  async signOut() {
    const csrf = await this.raw("/api/auth/csrf");
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await this.raw("/api/auth/signout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: this.baseUrl },
      body: new URLSearchParams({ csrfToken, callbackUrl: `${this.baseUrl}/sign-in` }).toString(),
    });
    await res.text();
    return res.status;
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
export async function signIn(baseUrl: string, role: Role, language?: string): Promise<Client> {
  const client = new Client(baseUrl, fetch, language);
  const result = await client.signInWith(`${role}@demo.test`, DEMO_PASSWORD);
  if (!result.ok) throw new Error(`sign-in as ${role} failed: ${result.status} ${result.location}`);
  return client;
}

/** One sign-in attempt as a browser makes it; `location` says where next-auth sent it. */
export async function attemptSignIn(
  baseUrl: string,
  email: string,
  password: string,
  language?: string,
) {
  const client = new Client(baseUrl, fetch, language);
  const csrf = await client.raw("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, email, password, callbackUrl: `${baseUrl}/` });
  const res = await client.raw("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: form,
  });
  await res.text();
  const signedIn = client.hasCookie(/session-token/);
  const requestIds = [csrf, res].map((r) => r.headers.get("x-request-id") ?? "");
  return { client, signedIn, location: res.headers.get("location") ?? "", requestIds };
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
