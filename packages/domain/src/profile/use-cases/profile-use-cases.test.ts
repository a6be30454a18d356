import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import type { Customer } from "../../account";
import { Storage, makeMemoryStorage } from "../../ports";
import { AddressApi } from "../address-api";
import { makeMemoryAddressApi, memoryAddressApiLayer, type MemoryAddressSeed } from "../address-api-memory";
import { CustomerApi } from "../customer-api";
import { makeMemoryCustomerApi, memoryCustomerApiLayer } from "../customer-api-memory";
import { entity } from "../test-fixtures";
import { addAddress, deleteAddress, editAddress, loadAddresses, setDefaultAddress } from "./addresses";
import { pickLocation, searchLocations } from "./locations";
import { updatePersonalData } from "./personal-data";
import {
  changeAccountPreferences,
  changeNotifications,
  changeUserPreferences,
  loadPreferences,
} from "./preferences";

const customer: Customer = { UUID: "c1", FirstName: "Aroha", LastName: "Ngata", Email: "a@b.nz" };
const location = {
  LocationProvider: "IQ",
  LocationProviderIDX: "7",
  Number: "1",
  StreetName: "Lambton",
  StreetType: "Quay",
  City: "Wellington",
  PostCode: "6011",
};

const world = (seed: MemoryAddressSeed = {}) => {
  const addressApi = makeMemoryAddressApi({ locations: [location], ...seed });
  const customerApi = makeMemoryCustomerApi({ customers: [customer] });
  const storage = makeMemoryStorage();
  const run = <A, E>(program: Effect.Effect<A, E, AddressApi | CustomerApi | Storage>) =>
    Effect.runSync(
      program.pipe(
        Effect.provideService(AddressApi, addressApi),
        Effect.provideService(CustomerApi, customerApi),
        Effect.provideService(Storage, storage),
        Effect.either,
      ),
    );
  return { addressApi, customerApi, storage, run };
};
const summary = (list: ReadonlyArray<{ AddressUUID: string; Rank: number; IsDefault: boolean }>) =>
  list.map((a) => `${a.AddressUUID}:${a.Rank}${a.IsDefault ? "*" : ""}`);
const details = { StreetName: "Queen", City: "Auckland", PostCode: "1010", Country: "New Zealand" };

describe("address use cases (PRO-05)", () => {
  it("adds the first address as default, the next after it, a default one first", () => {
    const w = world();
    expect(summary(Either.getOrThrow(w.run(addAddress("c1", details, false))))).toEqual(["address-1:1*"]);
    expect(summary(Either.getOrThrow(w.run(addAddress("c1", details, false))))).toEqual([
      "address-1:1*",
      "address-2:2",
    ]);
    expect(summary(Either.getOrThrow(w.run(addAddress("c1", details, true))))).toEqual([
      "address-3:1*",
      "address-1:2",
      "address-2:3",
    ]);
  });

  it("makes an address the default, sending only changed ranks", () => {
    const w = world({ addresses: { c1: [entity("a", 1), entity("b", 2), entity("c", 3)] } });
    expect(summary(Either.getOrThrow(w.run(setDefaultAddress("c1", "b"))))).toEqual(["b:1*", "a:2", "c:3"]);
    expect(w.run(setDefaultAddress("c1", "zz"))).toEqual(
      Either.left(expect.objectContaining({ messageKey: "profile.address_not_found" })),
    );
  });

  it("deleting the default promotes the next", () => {
    const w = world({ addresses: { c1: [entity("a", 1), entity("b", 2), entity("c", 3)] } });
    expect(summary(Either.getOrThrow(w.run(deleteAddress("c1", "a"))))).toEqual(["b:1*", "c:2"]);
    expect(w.run(deleteAddress("c1", "a"))).toEqual(
      Either.left(expect.objectContaining({ messageKey: "profile.address_not_found" })),
    );
  });

  it("edits details, keeping the rank", () => {
    const w = world({ addresses: { c1: [entity("a", 1), entity("b", 2)] } });
    const list = Either.getOrThrow(w.run(editAddress("c1", "b", { ...details, City: "Hamilton" })));
    expect(list.map((a) => [a.AddressUUID, a.Rank, a.City])).toEqual([
      ["a", 1, "Auckland"],
      ["b", 2, "Hamilton"],
    ]);
    expect(w.run(editAddress("c1", "zz", details))).toEqual(
      Either.left(expect.objectContaining({ messageKey: "profile.address_not_found" })),
    );
  });

  it("passes on the operator's refusal of an incomplete address", () => {
    const w = world();
    expect(w.run(addAddress("c1", { Country: "New Zealand", City: "Auckland" }, false))).toEqual(
      Either.left(
        expect.objectContaining({
          status: 400,
          message: "Delivery address needs at least street name, city and postcode",
        }),
      ),
    );
  });

  it("searches locations and turns a pick into address details", () => {
    const w = world();
    expect(w.run(searchLocations("  "))).toEqual(Either.right([]));
    const [hit] = Either.getOrThrow(w.run(searchLocations("lambton wellington")));
    if (hit === undefined) throw new Error("no hit");
    const picked = Either.getOrThrow(w.run(pickLocation(hit)));
    expect(picked).toMatchObject({ Country: "New Zealand", Formatted: "1 Lambton Quay, Wellington 6011" });
    expect(summary(Either.getOrThrow(w.run(addAddress("c1", picked, false))))).toEqual(["address-1:1*"]);
    expect(w.run(pickLocation({ LocationProvider: "IQ", LocationProviderIDX: "nope" }))).toEqual(
      Either.left(expect.objectContaining({ status: 404 })),
    );
  });

  it("lists only delivery addresses", () => {
    const w = world({ addresses: { c1: [entity("x", 1, { AddressType: "BILLING" }), entity("a", 1)] } });
    expect(summary(Either.getOrThrow(w.run(loadAddresses("c1"))))).toEqual(["a:1*"]);
  });
});

describe("personal data use case (PRO-01)", () => {
  it("saves names and e-mail, giving the two-space display name", () => {
    const w = world();
    const result = Either.getOrThrow(
      w.run(updatePersonalData("c1", { firstName: "Hine", lastName: "Walker", email: "h@w.nz" }, 67)),
    );
    expect(result.displayName).toBe("Hine  Walker");
    expect(w.customerApi.customers.get("c1")).toMatchObject({
      FirstName: "Hine",
      LastName: "Walker",
      Email: "h@w.nz",
    });
    expect(w.run(updatePersonalData("c1", { firstName: "", lastName: "W", email: "e" }, 67))).toEqual(
      Either.left(expect.objectContaining({ messageKey: "profile.first_name_required" })),
    );
    expect(w.run(updatePersonalData("zz", { firstName: "A", lastName: "B", email: "e" }, 67))).toEqual(
      Either.left(expect.objectContaining({ status: 404 })),
    );
  });
});

describe("preferences use cases (PRO-04)", () => {
  it("stores per-user and per-account preferences", () => {
    const w = world();
    Either.getOrThrow(w.run(changeUserPreferences("u1", { lang: "mi-NZ", "is-accepted-terms": true })));
    Either.getOrThrow(w.run(changeAccountPreferences("u1", "c1", { HideExternalIDPromt: true })));
    const prefs = Either.getOrThrow(w.run(loadPreferences("u1")));
    expect(prefs.lang).toBe("mi-NZ");
    expect(prefs.accounts["c1"]?.HideExternalIDPromt).toBe(true);
    expect(Either.getOrThrow(w.run(loadPreferences("u2"))).lang).toBe("en");
  });

  it("sends the opt-ins, then keeps the notifications list", () => {
    const w = world();
    const prefs = Either.getOrThrow(
      w.run(changeNotifications("u1", "c1", ["special_offers", "usage_alerts"])),
    );
    expect(prefs.accounts["c1"]?.notifications).toEqual(["special_offers", "usage_alerts"]);
    expect(w.customerApi.patches).toEqual([
      { customerUuid: "c1", body: { NotifySpecialOffers: 2, NotifyNewsletters: 0 } },
    ]);
  });

  it("keeps nothing locally when the operator refuses the change", () => {
    const w = world();
    expect(w.run(changeNotifications("u1", "zz", ["newsletters"]))).toEqual(
      Either.left(expect.objectContaining({ status: 404 })),
    );
    expect(Either.getOrThrow(w.run(loadPreferences("u1"))).accounts).toEqual({});
  });
});

describe("in-memory customer and address APIs", () => {
  const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));
  it("answers customer calls", () => {
    const api = makeMemoryCustomerApi({
      customers: [customer],
      identities: { "GOOGLE:g-1": "c1" },
      tags: [{ UUID: "t1", CustomerUUID: "c1", Name: "vip" }],
      entities: { "IQLocation:l1": { UUID: "l1", Formatted: "x" } },
    });
    expect(Either.getOrThrow(run(api.readCustomer("c1"))).FirstName).toBe("Aroha");
    expect(Either.getOrThrow(run(api.customerUuids()))).toEqual({ CustomerUUIDs: ["c1"] });
    expect(
      Either.getOrThrow(run(api.customerFromIdentity({ IdentityProvider: "GOOGLE", AuthID: "g-1" }))).UUID,
    ).toBe("c1");
    expect(run(api.customerFromIdentity({ IdentityProvider: "APPLE", AuthID: "x" }))).toEqual(
      Either.left(expect.objectContaining({ status: 404 })),
    );
    expect(Either.getOrThrow(run(api.customerTags("c1"))).CustomerTags).toHaveLength(1);
    expect(Either.getOrThrow(run(api.readEntity("Customer", "c1"))).UUID).toBe("c1");
    expect(Either.getOrThrow(run(api.readEntity("IQLocation", "l1")))["Formatted"]).toBe("x");
    expect(run(api.readEntity("CustomerTag", "nope"))).toEqual(
      Either.left(expect.objectContaining({ status: 404 })),
    );
    expect(run(api.updateCustomer("c1", { SPID: 67, FirstName: " ", LastName: "x", Email: "e" }))).toEqual(
      Either.left(expect.objectContaining({ message: "No params" })),
    );
    expect(
      Either.getOrThrow(run(api.patchCustomer("c1", { ContactEmail: "c@b.nz", ContactNumber: "021" }))),
    ).toMatchObject({
      ContactEmail: "c@b.nz",
      ContactNumber: "021",
    });
    expect(
      Effect.runSync(
        Effect.flatMap(CustomerApi, (a) => a.customerUuids()).pipe(
          Effect.provide(memoryCustomerApiLayer({ userCustomerUuids: ["u"] })),
        ),
      ),
    ).toEqual({ CustomerUUIDs: ["u"] });
  });
  it("answers address and location calls, refusing bad input", () => {
    const api = makeMemoryAddressApi({
      addresses: { c1: [entity("a", 1)] },
      availability: { "IQ:7": { Status: "service_available" } },
      failing: new Set(["location"]),
    });
    const body = { ...details, AddressType: "DELIVERY", Rank: 0 } as const;
    expect(run(api.createAddress("c1", body))).toEqual(
      Either.left(expect.objectContaining({ message: "Bad params" })),
    );
    expect(run(api.updateAddress("c1", "a", { ...body, Rank: 1, City: "" }))).toEqual(
      Either.left(expect.objectContaining({ status: 400 })),
    );
    expect(run(api.updateAddress("c1", "zz", { ...body, Rank: 1 }))).toEqual(
      Either.left(expect.objectContaining({ status: 404 })),
    );
    expect(run(api.deleteAddress("c1", "zz"))).toEqual(Either.left(expect.objectContaining({ status: 404 })));
    expect(run(api.location("IQ", "7"))).toEqual(Either.left(expect.objectContaining({ status: 500 })));
    expect(Either.getOrThrow(run(api.serviceAvailability("IQ", "7")))).toEqual({
      Status: "service_available",
    });
    expect(run(api.serviceAvailability("IQ", "8"))).toEqual(
      Either.left(expect.objectContaining({ status: 404 })),
    );
    expect(Either.getOrThrow(run(api.listAddresses("nobody")))).toEqual({ Addresses: [] });
    expect(
      Effect.runSync(
        Effect.flatMap(AddressApi, (a) => a.searchLocations("x")).pipe(
          Effect.provide(memoryAddressApiLayer()),
        ),
      ),
    ).toEqual({ Locations: [] });
  });
});
