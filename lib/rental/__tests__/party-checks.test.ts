import { describe, expect, it } from "vitest";

import { partyProblems, type CheckedFields } from "@/lib/rental/party-checks";

// A party as the seed and a careful clerk would enter it: every check passes.
const right: CheckedFields = {
  id_number: "1016690206",
  phone_number: "+966501234567",
  date_of_birth: "1990-05-17",
  date_of_birth_hijri: "1410-10-22",
};

describe("party problems (the data-quality queue)", () => {
  it("finds nothing wrong with a complete Saudi record", () => {
    expect(partyProblems(right)).toEqual([]);
  });

  describe("id-check-digit", () => {
    it.each([
      ["1016690206", "citizen, the documented example"],
      ["2149678662", "resident (iqama)"],
      ["١٠١٦٦٩٠٢٠٦", "typed in Arabic-Indic digits"],
      [" 1016690206 ", "with stray spaces"],
    ])("accepts %s (%s)", (id) => {
      expect(partyProblems({ ...right, id_number: id })).not.toContain("id-check-digit");
    });

    it.each([
      ["1016690207", "one check digit off"],
      ["١٠١٦٦٩٠٢٠٧", "one check digit off, in Arabic-Indic digits"],
      ["3016690206", "first digit neither 1 nor 2"],
      ["101669020", "nine digits"],
      ["A12345678", "a passport number"],
    ])("flags %s (%s)", (id) => {
      expect(partyProblems({ ...right, id_number: id })).toEqual(["id-check-digit"]);
    });
  });

  describe("mobile-not-saudi", () => {
    it.each([
      "+966501234567",
      "0501234567",
      "00966501234567",
      "+966 50 123 4567",
      "٠٥٠١٢٣٤٥٦٧",
      "+٩٦٦٥٥١٢٣٤٥٦٧",
    ])("accepts %s", (phone) => {
      expect(partyProblems({ ...right, phone_number: phone })).toEqual([]);
    });

    it.each([
      ["+4915112345678", "a German mobile"],
      ["+966112345678", "a Riyadh landline"],
      ["+96650123456", "one digit short"],
      ["0401234567", "05 mistyped as 04"],
      ["", "missing"],
    ])("flags %s (%s)", (phone) => {
      expect(partyProblems({ ...right, phone_number: phone })).toEqual(["mobile-not-saudi"]);
    });
  });

  describe("no-date-of-birth", () => {
    it("accepts a date in either calendar alone", () => {
      expect(partyProblems({ ...right, date_of_birth_hijri: null })).toEqual([]);
      expect(partyProblems({ ...right, date_of_birth: null })).toEqual([]);
    });

    it("flags a party with neither, whether the fields are null, empty or absent", () => {
      const none = { id_number: right.id_number, phone_number: right.phone_number };
      expect(partyProblems(none)).toEqual(["no-date-of-birth"]);
      expect(partyProblems({ ...none, date_of_birth: null, date_of_birth_hijri: null })).toEqual([
        "no-date-of-birth",
      ]);
      expect(partyProblems({ ...none, date_of_birth: " ", date_of_birth_hijri: "" })).toEqual([
        "no-date-of-birth",
      ]);
    });
  });

  it("lists every problem of a record, in a fixed order", () => {
    expect(
      partyProblems({
        id_number: "1016690207",
        phone_number: "+4915112345678",
        date_of_birth: null,
      }),
    ).toEqual(["id-check-digit", "mobile-not-saudi", "no-date-of-birth"]);
  });
});
