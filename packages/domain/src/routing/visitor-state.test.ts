import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "../config";
import { accountFactsOf, anonymousVisitor, currentAccount } from "./visitor-state";

const input = {
  customer: { AccountState: "Active", EmailVerified: false, Email: "aroha@example.nz" },
  product: { Status: 4, BillingReference: "prepay:1", Addons: [{ UUID: "a", Name: "Plan" }] },
  provider: "LOCAL",
  cards: [{ is_card_expired: true }, { is_card_expired: false }],
  hasParentBillingRoute: false,
  fibreOnly: false,
} as const;

describe("account facts", () => {
  it("come from the customer, product and cards by the account rules (one unexpired card is enough)", () => {
    expect(accountFactsOf(input, productionSettings)).toEqual({
      suspended: false,
      emailVerified: false,
      hasCards: true,
      hasParentBillingRoute: false,
      hasAddons: true,
      accountType: "prepay",
      fibreOnly: false,
    });
  });
  it("read suspension, environment verification, missing products, expired cards only and fibre-only", () => {
    const facts = accountFactsOf(
      {
        ...input,
        customer: { ...input.customer, AccountState: "Suspended" },
        product: undefined,
        cards: [{ is_card_expired: true }],
        fibreOnly: true,
      },
      withSettings(productionSettings, { flags: { emailVerifiedByEnvironment: true } }),
    );
    expect(facts).toMatchObject({
      suspended: true,
      emailVerified: true,
      hasCards: false,
      hasAddons: false,
      accountType: "ufb",
    });
  });
  it("are read only when signed in", () => {
    const account = accountFactsOf(input, productionSettings);
    expect(currentAccount({ ...anonymousVisitor, account })).toBeUndefined();
    expect(currentAccount({ ...anonymousVisitor, signedIn: true, account })).toBe(account);
  });
});
