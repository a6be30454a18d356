import { describe, expect, it } from "vitest";
import { portModules, preloadPortModules } from "./port-modules";

describe("the port modules a page's first read needs, loaded ahead by name", () => {
  it("each name loads the module whose port its read calls", async () => {
    expect(typeof (await portModules["payment-balances"]()).makeHttpPaymentBalances).toBe("function");
    expect(typeof (await portModules.usage()).makeHttpUsageApi).toBe("function");
  });

  it("preloading starts the loads and answers at once, whatever becomes of them", () => {
    expect(preloadPortModules(["payment-balances", "usage"])).toBeUndefined();
    expect(preloadPortModules([])).toBeUndefined();
  });
});
