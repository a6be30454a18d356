import { describe, expect, expectTypeOf, it } from "vitest";
import type { InvoiceListQuery, InvoiceListReply } from "@waea/domain/billing";
import type { AuthData } from "@waea/domain/session";
import { schemaFields } from "./markdown";
import {
  contract,
  contractEntries,
  fillPath,
  pathPlaceholders,
  routePattern,
  type InputOf,
  type ReplyOf,
} from "./index";

describe("the contract", () => {
  it("infers inputs and replies from the entries", () => {
    type List = (typeof contract)["billing.listInvoices"];
    expectTypeOf<InputOf<List>>().toEqualTypeOf<
      {
        readonly params: { readonly customerUUID: string };
      } & { readonly query: InvoiceListQuery } & Record<never, never>
    >();
    expectTypeOf<ReplyOf<List>>().toEqualTypeOf<InvoiceListReply>();
    expectTypeOf<ReplyOf<(typeof contract)["billing.invoicePdf"]>>().toEqualTypeOf<Uint8Array>();
    expectTypeOf<ReplyOf<(typeof contract)["auth.changePassword"]>>().toEqualTypeOf<void>();
    expectTypeOf<ReplyOf<(typeof contract)["auth.signIn"]>>().toEqualTypeOf<AuthData>();
  });

  it("marks every call that moves money, so the server honours an Idempotency-Key on it (#11)", () => {
    const marked = contractEntries.filter((entry) => entry.movesMoney === true).map((entry) => entry.id);
    expect([...marked].sort()).toEqual(
      [
        "payments.pay",
        "payments.topUpIntent",
        "payments.topUp",
        "payments.purchasePrepayAddon",
        "payments.purchasePrepayAddonInitial",
        "payments.purchasePostpayAddon",
        "payments.redeemVoucher",
        "guest.redeem",
        "guest.topup",
        "guest.payment",
        "checkout.checkout",
        "checkout.checkoutV2",
        "checkout.checkoutV3",
        "broadband.ufbCheckout",
        "plans.changePlan",
        "rewards.redeemBonus",
        "rewards.collectOffer",
      ].sort(),
    );
  });

  it("keys every entry by its id, <context>.<portMethod>", () => {
    for (const [id, entry] of Object.entries(contract)) {
      expect(entry.id).toBe(id);
      expect(id).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9]*$/);
    }
  });

  it("names every path placeholder in params, and nothing else", () => {
    for (const entry of contractEntries) {
      const fields = schemaFields(entry.params)
        .split(", ")
        .filter((field) => field !== "");
      expect([...pathPlaceholders(entry.path)].sort(), entry.id).toEqual([...fields].sort());
    }
  });

  it("invalidates only groups some entry caches", () => {
    const cached = new Set(contractEntries.flatMap((entry) => entry.cache?.groups ?? []));
    const dead = contractEntries.flatMap((entry) =>
      (entry.invalidates ?? []).filter((group) => !cached.has(group)).map((group) => `${entry.id}: ${group}`),
    );
    expect(dead).toEqual([]);
  });

  it("has one route per method and pattern", () => {
    const routes = contractEntries.map((entry) => `${entry.method} ${routePattern(entry.path)}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("fills {spid} with 67 and encodes each placeholder as one segment", () => {
    expect(fillPath("/v2/{spid}/auth/LOCAL/{authId}", { authId: "a/b@c.nz" })).toBe(
      "/v2/67/auth/LOCAL/a%2Fb%40c.nz",
    );
    expect(routePattern("/customer/{account}/invoice/{number}/pdf")).toBe("/customer/:p0/invoice/:p1/pdf");
    expect(routePattern("/v2/{spid}/auth")).toBe("/v2/67/auth");
  });
});
