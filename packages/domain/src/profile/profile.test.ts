import * as Either from "effect/Either";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import {
  deliveryAddresses,
  makeDefault,
  rankChanges,
  rankForNew,
  withDetails,
  withoutAddress,
} from "./address-ranking";
import { AddressDetails, DEFAULT_COUNTRY, detailsOf } from "./delivery-address";
import { ENTITY_CACHE_MS, cacheEntity, cachedEntity, forgetEntity } from "./entity-cache";
import { addressFromLocation, addressLines, formatAddress } from "./location";
import { notificationLabelKey, orderStatusLabelKey } from "./messages";
import { notificationPatch, notifyFlag, toggleNotification } from "./notifications";
import { orderHistory, orderStatusGroup, orderTotalCents } from "./order-history";
import { personalDataChange } from "./personal-data";
import {
  DEFAULT_ACCOUNT_PREFERENCES,
  DEFAULT_USER_PREFERENCES,
  accountPreferences,
  parseStoredPreferences,
  serialiseStoredPreferences,
  updateAccountPreferences,
  updateUserPreferences,
  userPreferences,
  withUserPreferences,
} from "./preferences";
import { address, entity } from "./test-fixtures";

const uuids = (list: ReadonlyArray<{ readonly AddressUUID: string }>) => list.map((a) => a.AddressUUID);
const ranks = (list: ReadonlyArray<{ readonly Rank: number }>) => list.map((a) => a.Rank);

describe("delivery addresses (PRO-05)", () => {
  it("lists DELIVERY entities by rank, the first as default", () => {
    const list = deliveryAddresses([
      entity("b", 2),
      entity("x", 1, { AddressType: "BILLING" }),
      entity("a", 1),
    ]);
    expect(uuids(list)).toEqual(["a", "b"]);
    expect(list.map((a) => a.IsDefault)).toEqual([true, false]);
    expect(list[0]).not.toHaveProperty("UUID");
  });
  it("keeps one default even without a Rank 1", () => {
    expect(
      deliveryAddresses([entity("b", 3), entity("a", 2)]).map((a) => [a.AddressUUID, a.IsDefault]),
    ).toEqual([
      ["a", true],
      ["b", false],
    ]);
  });
  it("defaults the country to New Zealand", () => {
    expect(Schema.decodeUnknownSync(AddressDetails)({ StreetName: "Queen" }).Country).toBe(DEFAULT_COUNTRY);
    expect(Schema.decodeUnknownSync(AddressDetails)({ Country: "Australia" }).Country).toBe("Australia");
  });
  it("makes an address the default: it gets Rank 1, the others shift", () => {
    const list = [address("a", 1), address("b", 2), address("c", 3)];
    const after = makeDefault(list, "c");
    expect(uuids(after)).toEqual(["c", "a", "b"]);
    expect(ranks(after)).toEqual([1, 2, 3]);
    expect(after.map((a) => a.IsDefault)).toEqual([true, false, false]);
    expect(uuids(rankChanges(list, after))).toEqual(["c", "a", "b"]);
    expect(uuids(rankChanges(list, makeDefault(list, "a")))).toEqual([]);
    expect(uuids(makeDefault(list, "zz"))).toEqual(["a", "b", "c"]);
  });
  it("deleting the default promotes the next", () => {
    const after = withoutAddress([address("a", 1), address("b", 2), address("c", 3)], "a");
    expect([uuids(after), ranks(after), after[0]?.IsDefault]).toEqual([["b", "c"], [1, 2], true]);
  });
  it("ranks a new address last, or first when it is the first or the default", () => {
    expect(rankForNew([], false)).toBe(1);
    expect(rankForNew([address("a", 1)], false)).toBe(2);
    expect(rankForNew([address("a", 1)], true)).toBe(1);
  });
  it("edits details keeping identity and rank", () => {
    const after = withDetails([address("a", 1), address("b", 2)], "b", {
      City: "Wellington",
      Country: "New Zealand",
    });
    expect(after[1]).toEqual({
      AddressUUID: "b",
      AddressType: "DELIVERY",
      Rank: 2,
      IsDefault: false,
      City: "Wellington",
      Country: "New Zealand",
    });
    expect(after[0]).toEqual(address("a", 1));
    expect(detailsOf(address("a", 1))).toEqual({
      StreetName: "Queen",
      City: "Auckland",
      PostCode: "1010",
      Country: "New Zealand",
    });
  });
});

describe("location to address", () => {
  const location = {
    UUID: "loc-1",
    LocationProvider: "IQ",
    LocationProviderIDX: "123",
    UnitType: "Flat",
    UnitTypeExtra: "2",
    Number: "12",
    NumberPost: "A",
    StreetName: "Queen",
    StreetType: "Street",
    Suburb: "Auckland Central",
    City: "Auckland",
    PostCode: "1010",
    Latitude: -36.8,
    Longitude: 174.7,
  };
  it("writes lines as a New Zealand address", () => {
    expect(addressLines({ ...location, BuildingName: "Tower" })).toEqual([
      "Tower",
      "Flat 2, 12A Queen Street",
      "Auckland Central",
      "Auckland 1010",
    ]);
  });
  it("maps a picked location to delivery details, New Zealand by default", () => {
    const details = addressFromLocation(location);
    expect(details).toMatchObject({
      LocationProvider: "IQ",
      LocationProviderIDX: "123",
      Country: "New Zealand",
      Latitude: -36.8,
      Formatted: "Flat 2, 12A Queen Street, Auckland Central, Auckland 1010",
    });
    expect(details).not.toHaveProperty("UUID");
    expect(addressFromLocation({ ...location, Country: "NZ", Formatted: "12A Queen St" })).toMatchObject({
      Country: "NZ",
      Formatted: "12A Queen St",
    });
    expect(formatAddress({ StreetName: "Queen", City: "Auckland", Country: "New Zealand" })).toBe(
      "Queen, Auckland",
    );
    expect(formatAddress({ Formatted: "Here", Country: "New Zealand" })).toBe("Here");
  });
});

describe("preferences (PRO-04)", () => {
  it("has defaults: en, terms not accepted, auto top-up off every day", () => {
    expect(DEFAULT_USER_PREFERENCES).toEqual({ lang: "en", "is-accepted-terms": false, accounts: {} });
    expect(DEFAULT_ACCOUNT_PREFERENCES).toEqual({
      notifications: [],
      policy: false,
      "top-up-auto": { amount: 100, days: 1, status: false, type: "EVERY_DAY" },
      HideExternalIDPromt: false,
      onboarding: false,
    });
  });
  it("updates only what it names", () => {
    const user = updateUserPreferences(DEFAULT_USER_PREFERENCES, { lang: "mi-NZ" });
    expect(user).toEqual({ ...DEFAULT_USER_PREFERENCES, lang: "mi-NZ" });
    const withTopUp = updateAccountPreferences(user, "c1", { "top-up-auto": { amount: 2000, status: true } });
    expect(accountPreferences(withTopUp, "c1")["top-up-auto"]).toEqual({
      amount: 2000,
      days: 1,
      status: true,
      type: "EVERY_DAY",
    });
    const again = updateAccountPreferences(withTopUp, "c1", { policy: true });
    expect(accountPreferences(again, "c1")["top-up-auto"].amount).toBe(2000);
    expect(accountPreferences(again, "c2")).toEqual(DEFAULT_ACCOUNT_PREFERENCES);
  });
  it("reads stored preferences with defaults and survives bad data", () => {
    const stored = parseStoredPreferences(
      JSON.stringify({ u1: { lang: "mi-NZ", accounts: { c1: { policy: true } } } }),
    );
    expect(userPreferences(stored, "u1").lang).toBe("mi-NZ");
    expect(accountPreferences(userPreferences(stored, "u1"), "c1")).toEqual({
      ...DEFAULT_ACCOUNT_PREFERENCES,
      policy: true,
    });
    expect(userPreferences(stored, "u2")).toEqual(DEFAULT_USER_PREFERENCES);
    expect(parseStoredPreferences("nope")).toEqual({});
    expect(parseStoredPreferences(JSON.stringify({ u1: { lang: "fr" } }))).toEqual({});
    expect(parseStoredPreferences(undefined)).toEqual({});
    const round = withUserPreferences({}, "u1", userPreferences(stored, "u1"));
    expect(parseStoredPreferences(serialiseStoredPreferences(round))).toEqual(round);
  });
});

describe("notification options", () => {
  it("toggles options in canonical order without duplicates", () => {
    expect(toggleNotification(["newsletters"], "special_offers", true)).toEqual([
      "special_offers",
      "newsletters",
    ]);
    expect(toggleNotification(["special_offers", "newsletters"], "special_offers", false)).toEqual([
      "newsletters",
    ]);
    expect(toggleNotification(["newsletters"], "newsletters", true)).toEqual(["newsletters"]);
    expect(notificationLabelKey("usage_alerts")).toBe("profile.notification_usage_alerts");
  });
  it("sends the opt-ins as 2 or 0", () => {
    expect([notifyFlag(true), notifyFlag(false)]).toEqual([2, 0]);
    expect(notificationPatch(["newsletters"])).toEqual({ NotifySpecialOffers: 0, NotifyNewsletters: 2 });
  });
});

describe("personal data (PRO-01)", () => {
  it("trims and stores the name with two spaces", () => {
    expect(personalDataChange({ firstName: " Aroha ", lastName: " Ngata ", email: " a@b.nz " }, 67)).toEqual(
      Either.right({
        request: { SPID: 67, FirstName: "Aroha", LastName: "Ngata", Email: "a@b.nz" },
        displayName: "Aroha  Ngata",
      }),
    );
  });
  it.each([
    [{ firstName: " ", lastName: "N", email: "e" }, { firstName: [{ key: "profile.first_name_required" }] }],
    [{ firstName: "A", lastName: "", email: "e" }, { lastName: [{ key: "profile.last_name_required" }] }],
    [{ firstName: "A", lastName: "N", email: " " }, { email: [{ key: "profile.email_required" }] }],
  ])("refuses %j with %j", (form, errors) => {
    expect(personalDataChange(form, 67)).toEqual(Either.left(errors));
  });
  it("PRO-01: reports both blank names at once, and holds each name to the length and control-character rule", () => {
    expect(personalDataChange({ firstName: "", lastName: " ", email: "e" }, 67)).toEqual(
      Either.left({
        firstName: [{ key: "profile.first_name_required" }],
        lastName: [{ key: "profile.last_name_required" }],
      }),
    );
    expect(personalDataChange({ firstName: "A".repeat(60), lastName: "N\tgata", email: "e" }, 67)).toEqual(
      Either.left({
        firstName: [{ key: "validation.too_long", params: { field: "validation.field_first_name", max: 50 } }],
        lastName: [{ key: "validation.format_invalid", params: { field: "validation.field_last_name" } }],
      }),
    );
    expect(Either.isRight(personalDataChange({ firstName: "A".repeat(50), lastName: "Ngā", email: "e" }, 67))).toBe(
      true,
    );
  });
});

describe("order history (PRO-10)", () => {
  const line = { Name: "SIM", Quantity: 2, PriceCents: 500 };
  it("groups statuses, totals and sorts newest first", () => {
    expect(["COMPLETED", "processing", "FAILED", "NEW"].map(orderStatusGroup)).toEqual([
      "completed",
      "processing",
      "failed",
      "pending",
    ]);
    expect(orderStatusLabelKey("failed")).toBe("profile.order_status_failed");
    expect(orderTotalCents({ Number: "1", Status: "x", CreatedAtNanos: 0, Items: [line, line] })).toBe(2000);
    expect(
      orderTotalCents({ Number: "1", Status: "x", CreatedAtNanos: 0, Items: [line], AmountCents: 1 }),
    ).toBe(1);
    const orders = [
      { Number: "1", Status: "x", CreatedAtNanos: 5, Items: [] },
      { Number: "3", Status: "x", CreatedAtNanos: 9, Items: [] },
      { Number: "2", Status: "x", CreatedAtNanos: 5, Items: [] },
    ];
    expect(orderHistory(orders).map((o) => o.Number)).toEqual(["3", "2", "1"]);
  });
});

describe("entity cache (3 minutes)", () => {
  it("serves an entity for 3 minutes, then reads again; forgets on write", () => {
    const cache = cacheEntity(new Map(), "Customer", "c1", "value", 1000);
    expect(cachedEntity(cache, "Customer", "c1", 1000 + ENTITY_CACHE_MS - 1)).toEqual(Option.some("value"));
    expect(cachedEntity(cache, "Customer", "c1", 1000 + ENTITY_CACHE_MS)).toEqual(Option.none());
    expect(cachedEntity(cache, "CustomerTag", "c1", 1000)).toEqual(Option.none());
    expect(cachedEntity(forgetEntity(cache, "Customer", "c1"), "Customer", "c1", 1000)).toEqual(
      Option.none(),
    );
  });
});
