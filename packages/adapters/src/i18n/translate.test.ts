import { describe, expect, it } from "vitest";
import { splitMessageKey } from "./message-key";
import { hasMessage, translate } from "./translate";

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
    expect(translate("en", "nowhere.key")).toBe("nowhere.key");
    expect(hasMessage("en", "account.type.prepay")).toBe(true);
    expect(hasMessage("en", "account.type.none")).toBe(false);
  });
  it("interpolates with i18next, leaving HTML alone", () => {
    expect(translate("en", "billing.document_not_found", { number: 42 })).toBe(
      "Invoice or receipt #42 not found",
    );
    expect(translate("en", "errors.server_message", { message: "Bad <b>" })).toBe("Bad <b>");
  });
  it("picks the plural form of a key called with a count, in both languages", () => {
    expect(translate("en", "plans.period_days", { count: 1 })).toBe("1 day");
    expect(translate("en", "plans.period_days", { count: 30 })).toBe("30 days");
    expect(translate("mi-NZ", "plans.period_days", { count: 1 })).toBe("1 rā");
    expect(translate("mi-NZ", "plans.period_days", { count: 30 })).toBe("30 rā");
    expect(hasMessage("mi-NZ", "plans.period_days")).toBe(true);
  });
});
