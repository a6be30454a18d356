import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { gstPartCents, makeMemoryCartApi } from "./cart-api-memory";
import type { EshopItemVariant } from "./eshop-item";
import type { ServerCartItem } from "./server-cart-item";

const item: ServerCartItem = {
  ItemUUID: "plan-a",
  Quantity: 2,
  PriceCents: 2300,
  Type: "TYPE_VIRTUAL",
  VirtualType: "VT_PLAN",
  PhysicalType: "MODEM",
};
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));

describe("in-memory cart API", () => {
  it("creates a cart with ids, totals and GST, then updates it in place", () => {
    const api = makeMemoryCartApi();
    const created = Either.getOrThrow(run(api.saveCart({ Items: [item], SPID: 67 })));
    expect(created).toMatchObject({
      UUID: "cart-0001",
      AmountCents: 4600,
      AmountTaxCents: 600,
      State: "CART",
    });
    expect(created.Items[0]?.UUID).toBe("cart-0001-line-1");
    const updated = Either.getOrThrow(
      run(api.saveCart({ Items: [], SPID: 67, UUID: created.UUID, CustomerUUID: "cust-1" })),
    );
    expect(updated).toMatchObject({
      UUID: created.UUID,
      Number: created.Number,
      CustomerUUID: "cust-1",
      AmountCents: 0,
    });
    expect(Either.getOrThrow(run(api.getCart(created.UUID))).CustomerUUID).toBe("cust-1");
    expect(Either.getOrThrow(run(api.getCustomerCart("cust-1"))).UUID).toBe(created.UUID);
  });
  it("refuses another SPID, empty item ids and unknown carts", () => {
    const api = makeMemoryCartApi();
    expect(run(api.saveCart({ Items: [], SPID: 1 }))).toMatchObject({ left: { status: 400 } });
    expect(run(api.saveCart({ Items: [{ ...item, ItemUUID: " " }], SPID: 67 }))).toMatchObject({
      left: { message: "No Order Item" },
    });
    expect(run(api.saveCart({ Items: [], SPID: 67, UUID: "nope" }))).toMatchObject({ left: { status: 404 } });
    expect(run(api.getCart("nope"))).toMatchObject({ left: { status: 404 } });
    expect(run(api.getCustomerCart("nobody"))).toMatchObject({ left: { status: 404 } });
  });
  it("searches the catalogue by name with paging and sorting", () => {
    const variant = (name: string): EshopItemVariant => ({ UUID: name, ItemUUID: name, Name: name });
    const api = makeMemoryCartApi({ catalog: ["Alpha", "Charlie", "Bravo"].map(variant) });
    const search = (SortOrder: "ASC" | "DESC", PageNumber = 0, Query?: string) =>
      Either.getOrThrow(
        run(
          api.searchItems({
            SearchOptions: { PageNumber, PageSize: 2, SortField: "Name", SortOrder },
            IncludeDeleted: false,
            SPID: 67,
            ...(Query === undefined ? {} : { Query }),
          }),
        ),
      );
    expect(search("DESC").ItemVariants.map((v) => v.Name)).toEqual(["Charlie", "Bravo"]);
    expect(search("ASC", 1).ItemVariants.map((v) => v.Name)).toEqual(["Charlie"]);
    expect(search("ASC", 0, "br")).toMatchObject({ TotalItemCount: 1 });
    const unsorted = Either.getOrThrow(
      run(
        api.searchItems({ SearchOptions: { PageNumber: 0, PageSize: 5 }, IncludeDeleted: false, SPID: 67 }),
      ),
    );
    expect(unsorted.ItemVariants.map((v) => v.Name)).toEqual(["Alpha", "Charlie", "Bravo"]);
    expect(
      run(api.searchItems({ SearchOptions: { PageNumber: 0, PageSize: 5 }, IncludeDeleted: false, SPID: 2 })),
    ).toMatchObject({ left: { status: 400 } });
  });
  it("computes the GST part of a GST-inclusive amount", () => {
    expect(gstPartCents(11500)).toBe(1500);
    expect(gstPartCents(0)).toBe(0);
  });
});
