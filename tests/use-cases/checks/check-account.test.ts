import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { checkAccount, primaryProduct } from "@waea/domain/checks";
import { AccountProductsApi } from "@waea/domain/checks/api";
import { productionSettings } from "@waea/domain/config";
import { signedIn, useFakeApi, withTransport } from "../support/fake-api";

const api = useFakeApi();

const codes = (findings: ReadonlyArray<{ readonly code: string; readonly subject?: string }>) =>
  findings.map((finding) => `${finding.code}${finding.subject === undefined ? "" : `:${finding.subject}`}`);

describe("checkAccount (CLI-02)", () => {
  it("CLI-02: finds no problem on a healthy prepay account, and the overdue bills of a postpay one", async () => {
    const aroha = await signedIn(api(), "prepay@waea.test");
    const healthy = await aroha.run(checkAccount(aroha.customer, productionSettings, "LOCAL"));
    // prepay@ keeps an expired spare card beside its default one: worth knowing, not a problem.
    expect(healthy).toMatchObject({ customerUUID: aroha.customer, problems: false, worst: "info" });
    expect(healthy.findings.map((finding) => finding.code)).toEqual(["card_expired"]);
    const tama = await signedIn(api(), "postpay@waea.test");
    const overdue = await tama.run(checkAccount(tama.customer, productionSettings, "LOCAL"));
    expect(codes(overdue.findings)).toEqual(["overdue_invoices"]);
    expect(overdue).toMatchObject({ problems: true, worst: "warning" });
  });

  it("CLI-02: reports what the demo accounts are made to show", async () => {
    const check = async (email: string) => {
      const login = await signedIn(api(), email);
      return codes((await login.run(checkAccount(login.customer, productionSettings, "LOCAL"))).findings);
    };
    expect(await check("suspended@waea.test")).toEqual(
      expect.arrayContaining(["suspended", "overdue_invoices"]),
    );
    expect(await check("unverified@waea.test")).toEqual(["email_not_verified"]);
    expect(await check("nocard@waea.test")).toEqual(["no_payment_method"]);
  });

  it("CLI-02: fails when the customer cannot be read: another login's account is refused", async () => {
    const aroha = await signedIn(api(), "prepay@waea.test");
    const tama = await signedIn(api(), "postpay@waea.test");
    expect(await aroha.attempt(checkAccount(tama.customer, productionSettings))).toMatchObject({
      left: { _tag: "Forbidden" },
    });
  });

  it("CLI-02: reports a part that failed to load, and lets an ended session end the check", async () => {
    const aroha = await signedIn(api(), "prepay@waea.test");
    // The operator failing one call is not something the demo world can be asked to do: the transport answers it.
    const failing = (status: number) =>
      withTransport(api(), aroha.storage, (url) =>
        url.includes("/payment-methods") ? Response.json({ err_message: "boom" }, { status }) : undefined,
      );
    const partial = await failing(500).run(checkAccount(aroha.customer, productionSettings, "LOCAL"));
    expect(codes(partial.findings)).toEqual(["load_failed:payment_methods"]);
    expect(partial).toMatchObject({ problems: true });
    expect(await failing(401).attempt(checkAccount(aroha.customer, productionSettings))).toMatchObject({
      left: { _tag: "Unauthorized" },
    });
  });

  it("CLI-02: lists an account's mobile products with their add-ons; another login's are refused", async () => {
    const aroha = await signedIn(api(), "prepay@waea.test");
    const list = (uuid: string) => Effect.flatMap(AccountProductsApi, (port) => port.mobileProducts(uuid));
    const { MobileProducts } = await aroha.run(list(aroha.customer));
    expect(primaryProduct(MobileProducts)).toMatchObject({
      Status: 4,
      BillingReference: expect.stringMatching(/^prepay:/),
    });
    expect(MobileProducts[0]?.Addons?.length).toBe(2);
    const tama = await signedIn(api(), "postpay@waea.test");
    expect(await aroha.attempt(list(tama.customer))).toMatchObject({ left: { _tag: "Forbidden" } });
  });
});
