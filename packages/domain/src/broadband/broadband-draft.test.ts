import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { makeMemoryStorage, Storage, StorageKeys } from "../ports";
import type { BroadbandFlow } from "./broadband-flow";
import { loadBroadbandCheckout } from "./use-cases/broadband-checkout";
import { forgetBroadbandDraft, keepBroadbandDraft, loadBroadbandDraft } from "./use-cases/broadband-draft";
import { saveStoredBroadbandOrder } from "./use-cases/stored-order";

const atCheckout: BroadbandFlow = {
  id: "broadband",
  location: {
    LocationProvider: "chorus",
    LocationProviderIDX: "idx-1",
    Formatted: "12 Queen Street, Auckland",
  },
  availability: "service_available",
  service_id: "sa-1",
  plan: {
    ID: "av-fibre",
    Name: "Fibre 300",
    Price: 7900,
    ProductCatalogUUID: "cat",
    BroadbandProductType: "UFB",
  },
  with_wifi_router: false,
  summary_confirmed: true,
};

const run = <A>(storage: ReturnType<typeof makeMemoryStorage>, program: Effect.Effect<A, never, Storage>) =>
  Effect.runPromise(Effect.provideService(program, Storage, storage));

describe("the broadband choices kept across sign-in (BB-01)", () => {
  it("BB-01: keeps a flow at checkout and gives it back until it is forgotten", async () => {
    const storage = makeMemoryStorage();
    await run(storage, keepBroadbandDraft(atCheckout));
    expect(await run(storage, loadBroadbandDraft)).toEqual(atCheckout);
    expect(await run(storage, loadBroadbandDraft)).toEqual(atCheckout);
    await run(storage, forgetBroadbandDraft);
    expect(await run(storage, loadBroadbandDraft)).toBeUndefined();
  });

  it("keeps nothing for a flow before checkout or with an order placed", async () => {
    const storage = makeMemoryStorage();
    const { summary_confirmed: _s, ...atSummary } = atCheckout;
    await run(storage, keepBroadbandDraft(atSummary));
    await run(storage, keepBroadbandDraft({ ...atCheckout, uuid: "order-1" }));
    expect(await run(storage, storage.keys())).toEqual([]);
  });

  it("reads something unreadable, or a flow not at checkout, as none", async () => {
    const unreadable = makeMemoryStorage({ [StorageKeys.broadbandDraft]: "{not json" });
    expect(await run(unreadable, loadBroadbandDraft)).toBeUndefined();
    const placed = makeMemoryStorage({
      [StorageKeys.broadbandDraft]: JSON.stringify({ ...atCheckout, uuid: "order-1" }),
    });
    expect(await run(placed, loadBroadbandDraft)).toBeUndefined();
  });
});

describe("what a network's checkout page opens (checkout-ufb, checkout-fwa)", () => {
  const fwaFlow: BroadbandFlow = {
    ...atCheckout,
    plan: {
      ID: "av-fwa",
      Name: "Wireless",
      Price: 7500,
      ProductCatalogUUID: "cat-fwa",
      BroadbandProductType: "FWA",
    },
  };
  it("BB-01: the fibre choices on checkout-ufb only, nothing on checkout-fwa or with nothing kept", async () => {
    const storage = makeMemoryStorage();
    expect(await run(storage, loadBroadbandCheckout("ufb", undefined))).toEqual({ _tag: "Nothing" });
    await run(storage, keepBroadbandDraft(atCheckout));
    expect(await run(storage, loadBroadbandCheckout("ufb", undefined))).toEqual({
      _tag: "Choices",
      flow: atCheckout,
    });
    expect(await run(storage, loadBroadbandCheckout("fwa", "c-1"))).toEqual({ _tag: "Nothing" });
  });

  it("BB-01: the customer's placed order of the network comes before kept choices; another customer's is not theirs", async () => {
    const storage = makeMemoryStorage();
    const placed = { ...fwaFlow, uuid: "order-1" };
    await run(storage, saveStoredBroadbandOrder({ flow: placed, customerUUID: "c-1", before: [] }));
    await run(storage, keepBroadbandDraft(fwaFlow));
    expect(await run(storage, loadBroadbandCheckout("fwa", "c-1"))).toEqual({
      _tag: "Order",
      order: { flow: placed, customerUUID: "c-1", before: [] },
    });
    expect(await run(storage, loadBroadbandCheckout("fwa", "c-2"))).toEqual({
      _tag: "Choices",
      flow: fwaFlow,
    });
  });
});
