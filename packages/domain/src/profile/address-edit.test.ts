import { describe, expect, it } from "vitest";
import { addressToSave } from "./address-edit";
import type { AddressDetails } from "./delivery-address";

const picked: AddressDetails = {
  LocationProvider: "IQ",
  LocationProviderIDX: "iq-1021",
  Number: "12",
  StreetName: "Queen",
  StreetType: "Street",
  Suburb: "Auckland Central",
  City: "Auckland",
  State: "Auckland",
  PostCode: "1010",
  Country: "New Zealand",
  Latitude: -36.8485,
  Longitude: 174.7633,
  Formatted: "12 Queen Street, Auckland Central, Auckland 1010",
};
/** The same address as typed and checked by the form. */
const typed = {
  Number: "12",
  StreetName: "Queen",
  StreetType: "Street",
  Suburb: "Auckland Central",
  City: "Auckland",
  State: "Auckland",
  PostCode: "1010",
  Country: "New Zealand",
};

describe("addressToSave (PRO-05)", () => {
  it("PRO-05: keeps the region and the location of an address saved as it was found", () => {
    expect(addressToSave(picked, typed)).toEqual({
      ...typed,
      LocationProvider: "IQ",
      LocationProviderIDX: "iq-1021",
      Latitude: -36.8485,
      Longitude: 174.7633,
      Lines: ["12 Queen Street", "Auckland Central", "Auckland 1010"],
    });
  });

  it("PRO-05: drops the location once the address text changes, keeping the region", () => {
    const moved = addressToSave(picked, { ...typed, City: "Wellington", PostCode: "6011" });
    expect(moved).toMatchObject({
      City: "Wellington",
      State: "Auckland",
      Lines: ["12 Queen Street", "Auckland Central", "Wellington 6011"],
    });
    expect(moved).not.toHaveProperty("Latitude");
    expect(moved).not.toHaveProperty("Longitude");
    expect(moved).not.toHaveProperty("LocationProviderIDX");
    expect(moved).not.toHaveProperty("Formatted");
  });

  it("PRO-05: a new address typed in has no location", () => {
    expect(addressToSave(undefined, typed)).not.toHaveProperty("Latitude");
  });
});
