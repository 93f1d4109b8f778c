import { endpoint } from "@/lib/http/endpoint";
import { recordOf } from "@/lib/rental/results";

import { OFFICE_ROUTES } from "./routes";
import { officeSettingsInputSchema, officeSettingsSchema } from "./schemas";

// The office settings' endpoints: the office's names and VAT registration number, which its
// receipts and simplified tax invoices print. Admins only; the receipts read them on the server.

export const officeEndpoints = {
  getOffice: endpoint({
    ...OFFICE_ROUTES.getOffice,
    summary:
      "The office's names (Arabic and English) and VAT registration number, with the configured VAT rate and its effective date (read-only)",
    permission: "office:manage",
    response: recordOf(officeSettingsSchema),
  }),
  updateOffice: endpoint({
    ...OFFICE_ROUTES.updateOffice,
    summary:
      "Save the office's names and VAT registration number (15 digits, 3 first and last; empty for none)",
    permission: "office:manage",
    body: officeSettingsInputSchema,
    response: recordOf(officeSettingsSchema),
    audit: { action: "office.update", targetType: "office", target: () => "office" },
  }),
};

export type OfficeEndpoints = typeof officeEndpoints;
