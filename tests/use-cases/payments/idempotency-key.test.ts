import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import {
  listCards,
  loadPrepayBalance,
  purchaseAddon,
  topUp,
  type AddonForPurchase,
} from "@waea/domain/payments";
import { changePlan, loadCatalog } from "@waea/domain/plans";
import { intentKeysLayer } from "@waea/adapters/intent-keys";
import { IntentKey, mintIntentKey } from "@waea/domain/ports";
import { signedIn, withFakeApi, withTransport, type Customer } from "../support/fake-api";
import { worldClock } from "../support/world-clock";
import { changeTo, currentPlanName } from "../plans/support";
import { firstProduct, productsOf } from "./support";

const api = withFakeApi();

/** Each request's method, path and Idempotency-Key, as the client sent them to the fake API. */
const recorded = async (email = "prepay@waea.test") => {
  const customer = await signedIn(api(), email);
  const sent: { readonly path: string; readonly method: string; readonly key: string | null }[] = [];
  const shell = withTransport(api(), customer.storage, (url, init) => {
    sent.push({
      path: new URL(url).pathname,
      method: init?.method ?? "GET",
      key: new Headers(init?.headers).get("idempotency-key"),
    });
    return undefined;
  });
  return { customer, shell, sent };
};

const balanceOf = async (customer: Customer) =>
  (await customer.run(loadPrepayBalance(customer.customer, (await firstProduct(customer)).UUID)))
    .balanceCents;

/** A prepay add-on the customer is offered, by name, as the add-ons page hands it to a purchase. */
const offered = async (customer: Customer, product: string, name: string): Promise<AddonForPurchase> => {
  const entries = await customer.run(loadCatalog("prepay", "addons", customer.customer, product));
  const entry = entries.find((candidate) => candidate.Name === name);
  if (entry === undefined) throw new Error(`${name} is not offered`);
  return {
    Name: entry.Name,
    is_payg: entry.is_payg,
    is_fully_paid: entry.is_fully_paid,
    Availabilities: entry.Availabilities.map((availability) => ({
      ...availability,
      ProductCatalogEntryUUID: availability.ProductCatalogEntryUUID ?? entry.UUID,
    })),
  };
};

const addOnsOf = async (customer: Customer) =>
  ((await productsOf(customer))[0]?.Addons ?? []).map((addon) => addon.Name);

describe("one Idempotency-Key per intent to move money (#11, #13)", () => {
  it("a fresh random key per top-up, none on reads", async () => {
    const { customer: prepay, shell, sent } = await recorded();
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

  it("keys are random: minted keys never repeat (the shells' source, adapters' intentKeysLayer)", async () => {
    const keys = await Effect.runPromise(
      Effect.all(Array.from({ length: 200 }, () => mintIntentKey)).pipe(Effect.provide(intentKeysLayer)),
    );
    expect(new Set(keys).size).toBe(200);
  });

  it("PLAN-04: every 10 s retry of one add-on purchase sends the same key, and the add-on is bought once", async () => {
    const { customer: noplan, shell, sent } = await recorded("noplan@waea.test");
    const product = (await firstProduct(noplan)).UUID;
    const addon = await offered(noplan, product, "Data 5GB");
    const before = await balanceOf(noplan);
    // The operator's payment processing lags for two calls (the control door's PendingAddonReplies).
    api().store.simulation.pendingAddonReplies = 2;
    const input = {
      kind: "prepay" as const,
      customerUUID: noplan.customer,
      productInstanceUUID: product,
      addon,
    };
    const outcome = await shell.run(purchaseAddon(input).pipe(Effect.withClock(worldClock(api()))));
    expect(outcome).toMatchObject({ _tag: "Purchased" });
    const attempts = sent.filter((request) => request.path.includes("/prepay_addon/"));
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((request) => request.key)).size).toBe(1);
    expect(attempts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await addOnsOf(noplan)).toEqual(["Data 5GB"]);
    expect(before - (await balanceOf(noplan))).toBe(1500);
  });

  it("PLAN-04: a purchase sent twice as one intent (a double submit) is bought and paid once", async () => {
    const noplan = await signedIn(api(), "noplan@waea.test");
    const product = (await firstProduct(noplan)).UUID;
    const addon = await offered(noplan, product, "Data 5GB");
    const before = await balanceOf(noplan);
    const input = {
      kind: "prepay" as const,
      customerUUID: noplan.customer,
      productInstanceUUID: product,
      addon,
      intent: IntentKey.make("double-submit-of-one-purchase"),
    };
    const [first, second] = await Promise.all([
      noplan.run(purchaseAddon(input)),
      noplan.run(purchaseAddon(input)),
    ]);
    expect(first).toMatchObject({ _tag: "Purchased" });
    expect(second).toEqual(first);
    expect(await addOnsOf(noplan)).toEqual(["Data 5GB"]);
    expect(before - (await balanceOf(noplan))).toBe(1500);
    // Another intent is another purchase.
    await noplan.run(purchaseAddon({ ...input, intent: IntentKey.make("a-second-purchase") }));
    expect(await addOnsOf(noplan)).toEqual(["Data 5GB", "Data 5GB"]);
  });

  it("PLAN-05: a plan change now sent twice as one intent is made and charged once", async () => {
    const { customer: prepay, shell, sent } = await recorded();
    const before = await balanceOf(prepay);
    const input = { ...(await changeTo(prepay, "Kōrero 2GB")), intent: IntentKey.make("change-now-once") };
    const first = await shell.run(changePlan(input));
    const second = await shell.run(changePlan(input));
    expect(second).toEqual(first);
    expect(await currentPlanName(prepay)).toBe("Kōrero 2GB");
    expect(before - (await balanceOf(prepay))).toBe(1500);
    const changes = sent.filter((request) => request.path.endsWith("/change-plan"));
    expect(changes.map((request) => request.key)).toEqual(["change-now-once", "change-now-once"]);
  });
});
