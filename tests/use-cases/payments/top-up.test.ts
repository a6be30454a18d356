import { describe, expect, it } from "vitest";
import { loadBillingRoutes } from "@waea/domain/billing-routes";
import { listCards, loadPrepayBalance, topUp, type TopUpInput } from "@waea/domain/payments";
import { FROZEN_AT, signedIn, withFakeApi, type Customer } from "../support/fake-api";
import { firstProduct, refusal } from "./support";

const api = withFakeApi();

const DAY = 86_400_000;

const topUpOf = async (customer: Customer, over: Partial<TopUpInput> = {}): Promise<TopUpInput> => ({
  customerUUID: customer.customer,
  productInstanceUUID: (await firstProduct(customer)).UUID,
  amountCents: 2000,
  methodType: "cards",
  cards: await customer.run(listCards(customer.customer)),
  ...over,
});

describe("topUp (PAY-02)", () => {
  it("tops prepay@ up by card, confirmed with the card provider: the balance grows and expires a year on", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await firstProduct(prepay)).UUID;
    expect(await prepay.run(topUp(await topUpOf(prepay)))).toEqual({
      status: "confirmed",
      amountCents: 2000,
      balanceCents: undefined,
    });
    const balance = await prepay.run(loadPrepayBalance(prepay.customer, product));
    expect(balance).toMatchObject({ balanceCents: 4350, usableCents: 4350, expired: false });
    expect(balance.expiresAtMillis).toBeGreaterThanOrEqual(FROZEN_AT + 365 * DAY);
  });

  it("tops child@ up through the billing route payer@ pays it by: completed at once, with the new balance", async () => {
    const child = await signedIn(api(), "child@waea.test");
    const { routes } = await child.run(loadBillingRoutes(child.customer));
    const route = routes.find((candidate) => candidate.DebitAccount.UUID === child.customer);
    const input = await topUpOf(child, {
      amountCents: 1000,
      methodType: "billing_route",
      methodId: route?.UUID,
      cards: [],
    });
    expect(await child.run(topUp(input))).toEqual({
      status: "completed",
      amountCents: 1000,
      balanceCents: 2200,
    });
  });

  it("reports a bank transfer as still processing, the balance as it was", async () => {
    const nocard = await signedIn(api(), "nocard@waea.test");
    const input = await topUpOf(nocard, { methodType: "bank_transfer", methodId: "bank", cards: [] });
    expect(await nocard.run(topUp(input))).toEqual({
      status: "processing",
      amountCents: 2000,
      balanceCents: 800,
    });
  });

  it("refuses a bad amount, no card, another product and no account", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const input = await topUpOf(prepay);
    const cases: ReadonlyArray<readonly [TopUpInput, string]> = [
      [{ ...input, amountCents: 99 }, "payments.topup_amount_too_small"],
      [{ ...input, amountCents: 99_901 }, "payments.topup_amount_too_large"],
      [{ ...input, amountCents: undefined }, "payments.amount_required"],
      [{ ...input, cards: [] }, "payments.no_card"],
      [{ ...input, methodType: undefined }, "payments.method_required"],
      [{ ...input, productInstanceUUID: "no-such-product" }, "payments.no_prepay_product"],
      [{ ...input, customerUUID: "" }, "payments.current_account_not_specified"],
    ];
    for (const [bad, key] of cases) expect(refusal(await prepay.attempt(topUp(bad)))).toBe(key);
    expect(
      (await prepay.run(loadPrepayBalance(prepay.customer, input.productInstanceUUID))).balanceCents,
    ).toBe(2350);
  });
});

describe("loadPrepayBalance (PAY-10)", () => {
  it("gives prepay@'s balance and when it expires; another product is no prepay product", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await firstProduct(prepay)).UUID;
    const balance = await prepay.run(loadPrepayBalance(prepay.customer, product));
    expect(balance).toMatchObject({ balanceCents: 2350, usableCents: 2350, expired: false });
    expect(balance.expiresAtMillis).toBeGreaterThan(FROZEN_AT);
    expect(refusal(await prepay.attempt(loadPrepayBalance(prepay.customer, "no-such-product")))).toBe(
      "payments.no_prepay_product",
    );
    expect(refusal(await prepay.attempt(loadPrepayBalance("", product)))).toBe(
      "payments.current_account_not_specified",
    );
  });

  it("counts expired credit as nothing to spend once its expiry has passed", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await firstProduct(prepay)).UUID;
    const { expiresAtMillis } = await prepay.run(loadPrepayBalance(prepay.customer, product));
    // A day past the credit's expiry on the world's clock, as the clock control door moves it; signed in anew then.
    api().clock.set((expiresAtMillis ?? FROZEN_AT) + DAY);
    const later = await signedIn(api(), "prepay@waea.test");
    expect(await later.run(loadPrepayBalance(later.customer, product))).toMatchObject({
      balanceCents: 2350,
      usableCents: 0,
      expired: true,
    });
  });
});
