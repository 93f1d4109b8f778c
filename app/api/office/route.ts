import { ownRoute } from "@/lib/http/route";
import { officeEndpoints } from "@/lib/office";
import { officeResponse, updateOfficeResponse } from "@/lib/office/handlers";

// GET /api/office — the office settings (admin)
export const GET = ownRoute(officeEndpoints.getOffice, officeResponse);
// PUT /api/office — save the office's names and VAT registration number (admin)
export const PUT = ownRoute(officeEndpoints.updateOffice, updateOfficeResponse);
