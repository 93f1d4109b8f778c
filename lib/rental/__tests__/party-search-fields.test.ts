import { describe, expect, it } from "vitest";

import { partyFieldOf } from "@/lib/rental/party-search-fields";

describe("partyFieldOf", () => {
  it("reads a mobile in any of the ways people type one", () => {
    for (const text of [
      "0551234567",
      "551234567",
      "+966551234567",
      "00966551234567",
      "٠٥٥١٢٣٤٥٦٧",
      "055 123 4567",
      "0551",
    ])
      expect(partyFieldOf(text), text).toBe("phone_number");
  });
  it("reads other digits as an ID number, and words as a name", () => {
    for (const text of ["1016000001", "2234567890", "١٠١٦", "1016"])
      expect(partyFieldOf(text), text).toBe("id_number");
    for (const text of ["محمد", "Al Qahtani", "نورة 2"])
      expect(partyFieldOf(text), text).toBe("full_name");
  });
});
