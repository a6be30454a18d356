import { describe, expect, it } from "vitest";
import { hasMessage, interpolate, splitMessageKey, translate } from "./translate";

describe("translate", () => {
  it("splits a key at its namespace", () => {
    expect(splitMessageKey("account.type.prepay")).toEqual({ namespace: "account", key: "type.prepay" });
    expect(splitMessageKey("nowhere.key")).toBeUndefined();
    expect(splitMessageKey("plain")).toBeUndefined();
  });
  it("reads both languages and falls back to English, then to the key", () => {
    expect(translate("en", "account.type.prepay")).toBe("Prepay");
    expect(translate("mi-NZ", "account.type.prepay")).toBe("Utu tōmua");
    expect(translate("mi-NZ", "account.type.none")).toBe("account.type.none");
    expect(hasMessage("en", "account.type.prepay")).toBe(true);
    expect(hasMessage("en", "account.type.none")).toBe(false);
  });
  it("interpolates i18next placeholders", () => {
    expect(interpolate("Invoice #{{number}} not found", { number: 42 })).toBe("Invoice #42 not found");
    expect(interpolate("{{ missing }} stays")).toBe("{{ missing }} stays");
    expect(translate("en", "errors.server_message", { message: "Bad" })).toBe("Bad");
  });
});
