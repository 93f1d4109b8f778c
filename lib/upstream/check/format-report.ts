import type { CheckReport } from "./run-check";

// The report a person reads in a terminal: one block per endpoint, then a verdict.

export function formatReport(report: CheckReport, baseUrl: string): string {
  const out: string[] = [`Upstream check of ${baseUrl}`, ""];
  const t = report.token;
  out.push(`${t.ok ? "OK  " : "FAIL"} token (POST /oauth/token, multipart) ${t.latencyMs} ms`);
  if (t.problem) out.push(`     problem: ${t.problem}`);
  for (const line of t.advice) out.push(`     → ${line}`);
  for (const e of report.endpoints) {
    out.push("");
    const status = e.status === null ? "" : ` ${e.status}`;
    out.push(
      `${e.ok ? "OK  " : "FAIL"} ${e.name}: ${e.method} ${e.path}${status} ${e.latencyMs} ms`,
    );
    if (e.shape) {
      const s = e.shape;
      const items = s.items === null ? "" : `, ${s.items} item(s)`;
      out.push(`     envelope ${s.envelope}, pagination ${s.pagination}${items}`);
      if (s.present.length) out.push(`     fields present: ${s.present.join(", ")}`);
      if (s.missing.length) out.push(`     fields missing: ${s.missing.join(", ")}`);
      if (s.unknown.length) out.push(`     fields unknown (ignored): ${s.unknown.join(", ")}`);
    }
    if (e.problem) out.push(`     problem: ${e.problem}`);
    for (const line of e.advice) out.push(`     → ${line}`);
  }
  out.push("");
  out.push(
    report.ok
      ? "Verdict: the dashboard can read this service."
      : "Verdict: something above would break the dashboard (exit code 1).",
  );
  return `${out.join("\n")}\n`;
}
