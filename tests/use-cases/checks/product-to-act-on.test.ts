import { describe, expect, it } from "vitest";
import { accountProducts, productToActOn } from "@waea/domain/checks";
import { signedIn, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

describe("productToActOn: the mobile service a command acts on (CLI-03)", () => {
  it("is the account's primary service unless one is named; a named one must be the account's", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const primary = await prepay.run(productToActOn(prepay.customer, undefined));
    expect(primary).toMatchObject({ Status: 4, BillingReference: expect.stringMatching(/^prepay/) });
    expect((await prepay.run(productToActOn(prepay.customer, ` ${primary.UUID} `))).UUID).toBe(primary.UUID);
  });

  it("refuses a service that is not the account's, naming it", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const postpay = await signedIn(api(), "postpay@waea.test");
    const theirs = await postpay.run(productToActOn(postpay.customer, undefined));
    expect(await prepay.attempt(productToActOn(prepay.customer, theirs.UUID))).toMatchObject({
      left: { _tag: "ChecksRefused", key: "checks.product_not_found", uuid: theirs.UUID },
    });
  });

  it("refuses an account without any mobile service (fibre@)", async () => {
    const fibre = await signedIn(api(), "fibre@waea.test");
    expect(await fibre.attempt(productToActOn(fibre.customer, undefined))).toMatchObject({
      left: { _tag: "ChecksRefused", key: "checks.no_products" },
    });
  });

  it("passes the operator's refusal of another login's account on", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const postpay = await signedIn(api(), "postpay@waea.test");
    expect(await prepay.attempt(productToActOn(postpay.customer, undefined))).toMatchObject({
      left: { _tag: "Forbidden" },
    });
  });
});

describe("accountProducts (CLI-03)", () => {
  it("lists the account's mobile services, and none for fibre@", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const products = await prepay.run(accountProducts(prepay.customer));
    expect(products.length).toBeGreaterThan(0);
    expect(products).toContainEqual(await prepay.run(productToActOn(prepay.customer, undefined)));
    const fibre = await signedIn(api(), "fibre@waea.test");
    expect(await fibre.run(accountProducts(fibre.customer))).toEqual([]);
  });
});
