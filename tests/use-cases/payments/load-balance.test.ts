import { describe, expect, it } from "vitest";
import { loadBalance } from "@waea/domain/payments";
import { signedIn, withFakeApi, withTransport } from "../support/fake-api";
import { firstProduct, refusal, value } from "./support";

const api = withFakeApi();

describe("loadBalance: the balance a service's billing kind keeps (PAY-10)", () => {
  it("reads prepay@'s prepay balance with its credit expiry", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = await firstProduct(prepay);
    const balance = value(await prepay.attempt(loadBalance(prepay.customer, product)));
    expect(balance).toMatchObject({
      kind: "prepay",
      prepay: { balanceCents: 2350, usableCents: 2350, expired: false },
    });
    expect(balance.kind === "prepay" && balance.prepay.expiresAtMillis).toBe(
      Date.parse("2027-06-09T10:00:00Z"),
    );
  });

  it("reads payg@'s balance as a prepay one, of kind payg", async () => {
    const payg = await signedIn(api(), "payg@waea.test");
    const balance = value(await payg.attempt(loadBalance(payg.customer, await firstProduct(payg))));
    expect(balance.kind).toBe("payg");
  });

  it("reads postpay@'s postpay balance with its current and next billing cycles", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const product = await firstProduct(postpay);
    const balance = value(await postpay.attempt(loadBalance(postpay.customer, product)));
    expect(balance).toEqual({
      kind: "postpay",
      balanceCents: 14149,
      currentCycle: {
        fromMillis: Date.parse("2026-11-03T00:00:00Z"),
        uptoMillis: Date.parse("2026-12-03T00:00:00Z"),
      },
      nextCycle: expect.objectContaining({ fromMillis: Date.parse("2026-12-03T00:00:00Z") }),
    });
  });

  it("refuses a service of an account not yet activated before asking the operator anything", async () => {
    const fresh = await signedIn(api(), "new@waea.test");
    const product = await firstProduct(fresh);
    const asked: string[] = [];
    const watched = withTransport(api(), fresh.storage, (url) => {
      asked.push(url);
      return undefined;
    });
    expect(refusal(await watched.attempt(loadBalance(fresh.customer, product)))).toBe(
      "payments.account_not_activated",
    );
    expect(asked).toEqual([]);
  });

  it("needs an account", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    expect(refusal(await prepay.attempt(loadBalance("", await firstProduct(prepay))))).toBe(
      "payments.current_account_not_specified",
    );
  });
});
