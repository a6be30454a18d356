import { describe, expect, it } from "vitest";
import { LinkShortcuts, isLinkPath, resolveLink } from "./link-shortcuts";
import { splitLocation } from "./location";
import { findRoute } from "./route-table";

describe("/link shortcuts (APP-06)", () => {
  it.each([
    ["/link", "/profile/payments-history"],
    ["/link/", "/profile/payments-history"],
    ["/link/home", "/profile/mobile"],
    ["/link/products", "/profile/mobile/addons"],
    ["/link/invoices", "/profile/invoices"],
    ["/link/payment-methods", "/profile/payment-methods"],
    ["/link/usage", "/profile/mobile/usage"],
    ["/link/payments-history", "/profile/payments-history"],
    ["/link/shipping-details", "/profile/shipping-details"],
    ["/link/order-history", "/profile/order-history"],
    ["/link/mobile-features", "/profile/mobile/sim-card-actions"],
    ["/link/sim-settings", "/profile/mobile/supp-features"],
    ["/link/notifications", "/profile/account/change-notifications"],
    ["/link/voucher", "/profile/redeem-voucher"],
    ["/link/full-amount", "/profile/pay-bill"],
    ["/link/custom-amount", "/profile/pay-bill?amount=custom"],
    ["/link/chat", "/?chat=open"],
    ["/link/help", "/help"],
    ["/link/terms", "/terms"],
    ["/link/privacy", "/privacy"],
    ["/link/calling-rates", "/international-plans"],
    ["/LINK/Invoices/", "/profile/invoices"],
  ])("%s goes to %s when signed in", (link, target) => {
    expect(resolveLink(link, true)?.href).toBe(target);
  });
  it("covers the whole table with real pages", () => {
    expect(Object.keys(LinkShortcuts)).toHaveLength(20);
    for (const key of Object.keys(LinkShortcuts)) {
      const resolved = resolveLink(`/link/${key}`, true);
      expect(findRoute(splitLocation(resolved?.target ?? "").pathname), key).toBeDefined();
    }
  });
  it("sends a visitor who is not signed in to sign-in naming the target", () => {
    expect(resolveLink("/link/custom-amount", false)).toEqual({
      shortcut: "custom-amount",
      target: "/profile/pay-bill?amount=custom",
      href: "/sign-in?redirect=%2Fprofile%2Fpay-bill%3Famount%3Dcustom",
    });
    expect(splitLocation(resolveLink("/link/help", false)?.href ?? "").query).toEqual({ redirect: "/help" });
  });
  it("passes the link's own query on, the shortcut's parameter winning", () => {
    expect(resolveLink("/link/custom-amount?amount=full&utm=sms", true)?.target).toBe(
      "/profile/pay-bill?amount=custom&utm=sms",
    );
  });
  it("knows nothing of other paths", () => {
    expect(resolveLink("/link/nowhere", true)).toBeUndefined();
    expect(resolveLink("/link/invoices/extra", true)).toBeUndefined();
    expect(resolveLink("/link/__proto__", true)).toBeUndefined();
    expect(resolveLink("/linked", true)).toBeUndefined();
    expect(isLinkPath("/linked")).toBe(false);
    expect(isLinkPath("/link/x")).toBe(true);
  });
});
