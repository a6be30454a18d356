import { describe, expect, it } from "vitest";
import { listCards, loadPrepayBalance, topUp } from "@waea/domain/payments";
import { signedIn, withFakeApi, withTransport } from "../support/fake-api";
import { firstProduct } from "./support";

const api = withFakeApi();

/** Each request's method, path and Idempotency-Key, as the client sent them to the fake API. */
const recorded = async () => {
  const prepay = await signedIn(api(), "prepay@waea.test");
  const sent: { readonly path: string; readonly method: string; readonly key: string | null }[] = [];
  const shell = withTransport(api(), prepay.storage, (url, init) => {
    sent.push({
      path: new URL(url).pathname,
      method: init?.method ?? "GET",
      key: new Headers(init?.headers).get("idempotency-key"),
    });
    return undefined;
  });
  return { prepay, shell, sent };
};

describe("the client sends an Idempotency-Key with every call that moves money (#11)", () => {
  it("a fresh random key per top-up, none on reads", async () => {
    const { prepay, shell, sent } = await recorded();
    const product = (await firstProduct(prepay)).UUID;
    const input = {
      customerUUID: prepay.customer,
      productInstanceUUID: product,
      amountCents: 2000,
      methodType: "cards" as const,
      cards: await prepay.run(listCards(prepay.customer)),
    };
    await shell.run(topUp(input));
    await shell.run(topUp(input));
    await shell.run(loadPrepayBalance(prepay.customer, product));
    const topUps = sent.filter((request) => request.path.endsWith("/topup"));
    expect(topUps).toHaveLength(2);
    const keys = topUps.map((request) => request.key ?? "");
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(2);
    expect(sent.filter((request) => request.method === "GET").every((request) => request.key === null)).toBe(
      true,
    );
  });
});
