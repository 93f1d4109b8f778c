import "server-only";

import QRCode from "qrcode";

// The QR code of a simplified tax invoice, drawn on the server as an SVG image (a data URL): the
// page sends no QR library to the browser, and the printed PDF carries it as vector graphics.
// Error correction M, as a phone camera reads a printed A4 receipt; a quiet zone of 2 modules.

export async function qrImage(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
