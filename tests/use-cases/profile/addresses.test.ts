import { describe, expect, it } from "vitest";
import {
  ADDRESS_REQUIRED_TEXT,
  addAddress,
  deleteAddress,
  editAddress,
  loadAddresses,
  pickLocation,
  searchLocations,
  setDefaultAddress,
  type DeliveryAddress,
} from "@waea/domain/profile";
import { signedIn, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

const cuba = {
  Number: "101",
  StreetName: "Cuba",
  StreetType: "Street",
  City: "Wellington",
  PostCode: "6011",
  Country: "New Zealand",
};
const queen = {
  Number: "12",
  StreetName: "Queen",
  StreetType: "Street",
  City: "Auckland",
  PostCode: "1010",
  Country: "New Zealand",
};

/** Each address as `uuid:rank`, the default marked with a star. */
const ranks = (list: ReadonlyArray<DeliveryAddress>) =>
  list.map((a) => `${a.AddressUUID}:${a.Rank}${a.IsDefault ? "*" : ""}`);

describe("delivery addresses (PRO-05)", () => {
  it("PRO-05: the first address is the default, the next goes after it, one asked to be the default goes first", async () => {
    const mere = await signedIn(api(), "payg@waea.test");
    expect(await mere.run(loadAddresses(mere.customer))).toEqual([]);
    const [first] = await mere.run(addAddress(mere.customer, cuba, false));
    expect(first).toMatchObject({ Rank: 1, IsDefault: true, Country: "New Zealand", City: "Wellington" });
    const two = await mere.run(addAddress(mere.customer, queen, false));
    expect(ranks(two)).toEqual([`${first?.AddressUUID}:1*`, `${two[1]?.AddressUUID}:2`]);
    const three = await mere.run(addAddress(mere.customer, { ...queen, Number: "7" }, true));
    expect(three.map((a) => [a.Number, a.Rank, a.IsDefault])).toEqual([
      ["7", 1, true],
      ["101", 2, false],
      ["12", 3, false],
    ]);
  });

  it("PRO-05: makes an address the default and the others shift; an unknown one is not found", async () => {
    const aroha = await signedIn(api(), "prepay@waea.test");
    const [a, b] = await aroha.run(loadAddresses(aroha.customer));
    const [, , c] = await aroha.run(addAddress(aroha.customer, cuba, false));
    expect(ranks(await aroha.run(setDefaultAddress(aroha.customer, c?.AddressUUID ?? "")))).toEqual([
      `${c?.AddressUUID}:1*`,
      `${a?.AddressUUID}:2`,
      `${b?.AddressUUID}:3`,
    ]);
    expect(await aroha.attempt(setDefaultAddress(aroha.customer, "zz"))).toMatchObject({
      left: { _tag: "ProfileRefused", messageKey: "profile.address_not_found" },
    });
  });

  it("PRO-05: deleting the default promotes the next; deleting it again is not found", async () => {
    const aroha = await signedIn(api(), "prepay@waea.test");
    const [a, b] = await aroha.run(loadAddresses(aroha.customer));
    expect(ranks(await aroha.run(deleteAddress(aroha.customer, a?.AddressUUID ?? "")))).toEqual([
      `${b?.AddressUUID}:1*`,
    ]);
    expect(await aroha.attempt(deleteAddress(aroha.customer, a?.AddressUUID ?? ""))).toMatchObject({
      left: { messageKey: "profile.address_not_found" },
    });
  });

  it("PRO-05: edits an address's details, keeping its rank", async () => {
    const aroha = await signedIn(api(), "prepay@waea.test");
    const [a, b] = await aroha.run(loadAddresses(aroha.customer));
    const edited = await aroha.run(editAddress(aroha.customer, b?.AddressUUID ?? "", cuba));
    expect(edited.map((x) => [x.AddressUUID, x.Rank, x.City])).toEqual([
      [a?.AddressUUID, 1, a?.City],
      [b?.AddressUUID, 2, "Wellington"],
    ]);
    expect(await aroha.attempt(editAddress(aroha.customer, "zz", cuba))).toMatchObject({
      left: { messageKey: "profile.address_not_found" },
    });
  });

  it("PRO-05: passes on the operator's refusal of an address without street, city or postcode", async () => {
    const mere = await signedIn(api(), "payg@waea.test");
    expect(
      await mere.attempt(addAddress(mere.customer, { City: "Auckland", Country: "New Zealand" }, false)),
    ).toMatchObject({
      left: { _tag: "ApiFailure", status: 400, message: ADDRESS_REQUIRED_TEXT },
    });
    expect(await mere.run(loadAddresses(mere.customer))).toEqual([]);
  });

  it("PRO-05: searches locations, turns a pick into address details and saves it", async () => {
    const mere = await signedIn(api(), "payg@waea.test");
    expect(await mere.run(searchLocations("  "))).toEqual([]);
    const [hit] = await mere.run(searchLocations("queen street auckland"));
    if (hit === undefined) throw new Error("the demo world has no Queen Street in Auckland");
    const picked = await mere.run(pickLocation(hit));
    expect(picked).toMatchObject({ Country: "New Zealand", City: "Auckland", Formatted: hit.Formatted });
    const [saved] = await mere.run(addAddress(mere.customer, picked, false));
    expect(saved).toMatchObject({ Rank: 1, IsDefault: true, Formatted: hit.Formatted });
    expect(
      await mere.attempt(
        pickLocation({ LocationProvider: hit.LocationProvider, LocationProviderIDX: "nope" }),
      ),
    ).toMatchObject({ left: { status: 404, message: "No Location" } });
  });

  it("PRO-05: another login's addresses are out of reach", async () => {
    const mere = await signedIn(api(), "payg@waea.test");
    const aroha = await signedIn(api(), "prepay@waea.test");
    expect(await mere.attempt(loadAddresses(aroha.customer))).toMatchObject({ left: { _tag: "Forbidden" } });
  });
});
