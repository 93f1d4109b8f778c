// Reading a request body without trusting its size: the declared Content-Length is checked
// first, and the stream is read chunk by chunk and abandoned as soon as the limit is passed, so
// a 5 MB (or endless) chunked body costs us at most the limit plus one chunk.

export type BodyRead =
  { bytes: Uint8Array<ArrayBuffer>; tooLarge?: false } | { tooLarge: true; bytes?: undefined };

export async function readBodyLimited(req: Request, limit: number): Promise<BodyRead> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) {
    await req.body?.cancel().catch(() => {});
    return { tooLarge: true };
  }
  const reader = req.body?.getReader();
  if (!reader) return { bytes: new Uint8Array(new ArrayBuffer(0)) };
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return { tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes };
}

/** True when the request carries any body at all (reads at most one chunk). */
export async function hasBody(req: Request): Promise<boolean> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > 0) return true;
  const reader = req.body?.getReader();
  if (!reader) return false;
  const { done, value } = await reader.read();
  await reader.cancel().catch(() => {});
  return !done && (value?.byteLength ?? 0) > 0;
}
