import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { type CatalogSortField, type EshopItemSearchRequest, type SortOrder } from "@waea/domain/cart";
import { CartApi } from "@waea/domain/cart/api";
import { modemSearchRequest } from "@waea/domain/broadband";
import { useFakeApi, visitor } from "../support/fake-api";
import { requestLog } from "../sim/request-log";

const api = useFakeApi();

const request = (
  options: Partial<EshopItemSearchRequest> & Partial<EshopItemSearchRequest["SearchOptions"]>,
) => {
  const { PageNumber = 0, PageSize = 100, SortField, SortOrder, ...rest } = options;
  return {
    SearchOptions: {
      PageNumber,
      PageSize,
      ...(SortField === undefined ? {} : { SortField }),
      ...(SortOrder === undefined ? {} : { SortOrder }),
    },
    IncludeDeleted: false,
    SPID: 67,
    ...rest,
  };
};
const search = (input: Parameters<typeof request>[0]) =>
  visitor(api()).run(Effect.flatMap(CartApi, (cart) => cart.searchItems(request(input))));

const attribute = (
  variant: { readonly Attributes?: ReadonlyArray<{ Name: string; Value: string }> | undefined },
  name: string,
) => variant.Attributes?.find((entry) => entry.Name === name)?.Value;

const sorted = <A>(values: ReadonlyArray<A>, compare: (a: A, b: A) => number) => [...values].sort(compare);

describe("the catalogue search (SHOP-01, spec 03 §7)", () => {
  it("sorts by each key the contract allows, Name and PriceCents, both ways", async () => {
    const phones = { Facets: [{ Name: "Brand", Value: "samsung" }] };
    for (const order of ["ASC", "DESC"] as const satisfies ReadonlyArray<SortOrder>) {
      const way = order === "ASC" ? 1 : -1;
      const byName = (
        await search({ ...phones, SortField: "Name" satisfies CatalogSortField, SortOrder: order })
      ).ItemVariants;
      expect(byName.length).toBeGreaterThan(1);
      expect(byName.map((v) => v.Name)).toEqual(
        sorted(
          byName.map((v) => v.Name),
          (a, b) => way * a.localeCompare(b),
        ),
      );
      const byPrice = (await search({ ...phones, SortField: "PriceCents", SortOrder: order })).ItemVariants;
      const prices = byPrice.map((v) => v.PriceCents ?? 0);
      expect(prices).toEqual(sorted(prices, (a, b) => way * (a - b)));
      expect(new Set(prices).size).toBeGreaterThan(1);
    }
  });

  it("pages from 0 with the total count; a page of the sorted list is the same slice", async () => {
    const all = await search({ SortField: "Name", SortOrder: "ASC", Query: "iphone 13" });
    const second = await search({
      SortField: "Name",
      SortOrder: "ASC",
      Query: "iphone 13",
      PageNumber: 1,
      PageSize: 5,
    });
    expect(second.TotalItemCount).toBe(all.TotalItemCount);
    expect(second.ItemVariants).toEqual(all.ItemVariants.slice(5, 10));
  });

  it("filters by the phone facets (brand, storage; values of one facet are alternatives) and by the name", async () => {
    const found = await search({
      Facets: [
        { Name: "Brand", Value: "iphone" },
        { Name: "StorageGb", Value: "128" },
        { Name: "StorageGb", Value: "256" },
      ],
    });
    expect(found.ItemVariants.length).toBeGreaterThan(0);
    for (const variant of found.ItemVariants) {
      expect(attribute(variant, "Brand")).toBe("iphone");
      expect(["128", "256"]).toContain(attribute(variant, "StorageGb"));
    }
    const galaxy = await search({ Query: "GALAXY" });
    expect(galaxy.ItemVariants.every((v) => v.Name.toLowerCase().includes("galaxy"))).toBe(true);
    expect(galaxy.TotalItemCount).toBe(galaxy.ItemVariants.length);
  });

  it("BB-02: the modem search (NetworkType=FWA, 10 a page, Name descending) leaves retired modems out unless asked", async () => {
    const modems = await visitor(api()).run(
      Effect.flatMap(CartApi, (cart) => cart.searchItems(modemSearchRequest())),
    );
    expect(modems.ItemVariants.map((v) => v.Name)).toEqual(
      sorted(
        modems.ItemVariants.map((v) => v.Name),
        (a, b) => b.localeCompare(a),
      ),
    );
    expect(modems.ItemVariants.every((v) => attribute(v, "NetworkType") === "FWA")).toBe(true);
    const withRetired = await search({
      Facets: [{ Name: "NetworkType", Value: "FWA" }],
      IncludeDeleted: true,
    });
    expect(withRetired.TotalItemCount).toBe((modems.TotalItemCount ?? 0) + 1);
  });

  it("a sort key or a page size the contract does not allow is refused before it is sent", async () => {
    const log = requestLog(api());
    const shopper = visitor(log.api);
    const bad = { ...request({}), SearchOptions: { PageNumber: 0, PageSize: 101 } };
    expect(await shopper.attempt(Effect.flatMap(CartApi, (cart) => cart.searchItems(bad)))).toMatchObject({
      left: { _tag: "DecodeError", field: "body.SearchOptions.PageSize" },
    });
    expect(log.requests()).toEqual([]);
  });
});
