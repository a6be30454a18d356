import { describe, expect, it } from "vitest";
import { loadAccount } from "@waea/domain/checks";
import { productionSettings } from "@waea/domain/config";
import { accountFactsOf } from "@waea/domain/routing";
import { signedIn, withFakeApi, withTransport } from "../support/fake-api";

const api = withFakeApi();

/** A demo login's own account, loaded as the shells load a chosen account, and the guard facts it gives. */
const loaded = async (email: string) => {
  const login = await signedIn(api(), email);
  const account = await login.run(loadAccount(login.customer, "LOCAL"));
  return { login, account, facts: accountFactsOf(account.facts, productionSettings) };
};

describe("loadAccount: a chosen account and its guard facts, in every shell (AUTH-11, spec 01 §5)", () => {
  it("loads prepay@'s customer, current product and cards; its expired spare card does not count, its default does", async () => {
    const { login, account, facts } = await loaded("prepay@waea.test");
    expect(account.customer.UUID).toBe(login.customer);
    expect(account.productsError).toBeUndefined();
    expect(account.product?.BillingReference).toMatch(/^prepay/);
    expect(account.products).toContain(account.product);
    expect(account.cards.map((card) => card.is_card_expired)).toEqual([false, true]);
    expect(facts).toMatchObject({
      accountType: "prepay",
      hasCards: true,
      hasParentBillingRoute: false,
      fibreOnly: false,
    });
  });

  it("PRO-09: nocard@ has no card that counts; child@ has none either but a parent billing route pays", async () => {
    expect((await loaded("nocard@waea.test")).facts).toMatchObject({
      hasCards: false,
      hasParentBillingRoute: false,
    });
    expect((await loaded("child@waea.test")).facts).toMatchObject({
      hasCards: false,
      hasParentBillingRoute: true,
    });
  });

  it("knows a fibre-only customer: no mobile product, a fibre one", async () => {
    const { account, facts } = await loaded("fibre@waea.test");
    expect(account.product).toBeUndefined();
    expect(facts).toMatchObject({ fibreOnly: true, accountType: "ufb" });
  });

  it("counts a product list that failed as none, so the guards still decide, and tells why it failed", async () => {
    const aroha = await signedIn(api(), "prepay@waea.test");
    // The operator failing one call is not something the demo world can be asked to do: the transport answers it.
    const failing = withTransport(api(), aroha.storage, (url) =>
      url.includes("/mobile_products") ? Response.json({ err_message: "boom" }, { status: 500 }) : undefined,
    );
    const account = await failing.run(loadAccount(aroha.customer, "LOCAL"));
    expect(account.products).toEqual([]);
    expect(account.productsError?._tag).toBeDefined();
    expect(accountFactsOf(account.facts, productionSettings).accountType).toBe("not_activated");
  });

  it("fails when the customer cannot be read: another login's account is refused", async () => {
    const aroha = await signedIn(api(), "prepay@waea.test");
    const tama = await signedIn(api(), "postpay@waea.test");
    expect(await aroha.attempt(loadAccount(tama.customer, "LOCAL"))).toMatchObject({
      left: { _tag: "Forbidden" },
    });
  });
});
