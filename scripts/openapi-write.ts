import { writeFileSync } from "node:fs";

import { buildOpenApiDocument } from "../rental-service/src/openapi/document";

// Writes the OpenAPI document to the file named on the command line (for lint and codegen).
const file = process.argv[2];
if (!file) throw new Error("usage: tsx scripts/openapi-write.ts <file>");
writeFileSync(file, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
