import { describe, expect, it } from "vitest";

import { generatePassword } from "./generate-password";
import { passwordSchema } from "@/lib/auth/schemas";

describe("generatePassword", () => {
  it("meets the password rule and avoids look-alike characters", () => {
    for (let i = 0; i < 50; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(20);
      expect(passwordSchema.safeParse(password).success).toBe(true);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });

  it("does not repeat itself", () => {
    const seen = new Set(Array.from({ length: 100 }, () => generatePassword()));
    expect(seen.size).toBe(100);
  });
});
