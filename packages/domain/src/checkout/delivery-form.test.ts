import { describe, expect, it } from "vitest";
import { deliveryAddressIssues } from "./address-rules";
import { deliveryFormOf, emptyDeliveryForm, eshopAddressOf } from "./delivery-form";

describe("the checkout's delivery form (SHOP-05)", () => {
  it("fills in a saved address: street line, suburb, city, postcode and its location id", () => {
    const form = deliveryFormOf(emptyDeliveryForm, {
      UnitType: "Flat",
      UnitTypeExtra: "2",
      Number: "12",
      NumberPost: "A",
      StreetName: "Kōwhai",
      StreetType: "Street",
      Suburb: "Glenholme",
      City: "Rotorua",
      PostCode: "3010",
      Country: "New Zealand",
      LocationProvider: "IQ",
      LocationProviderIDX: "idx-1",
    });
    expect(form).toMatchObject({
      street: "Flat 2, 12A Kōwhai Street",
      suburb: "Glenholme",
      city: "Rotorua",
      postcode: "3010",
      location: { provider: "IQ", idx: "idx-1" },
    });
  });

  it("makes the checkout address with the street first, the instructions as notes and the account's name", () => {
    const address = eshopAddressOf(
      {
        ...emptyDeliveryForm,
        street: " 12 Queen Street ",
        city: "Auckland",
        postcode: "1010",
        notes: "Gate code 12",
      },
      { name: "Aroha", email: "aroha@waea.test" },
    );
    expect(address).toEqual({
      City: "Auckland",
      Country: "New Zealand",
      Postcode: "1010",
      Lines: ["12 Queen Street"],
      Email: "aroha@waea.test",
      Name: "Aroha",
      Notes: "Gate code 12",
    });
    expect(deliveryAddressIssues(address)).toEqual([]);
  });

  it("leaves an empty street as the first line, so the rules say the street is missing", () => {
    const address = eshopAddressOf(
      { ...emptyDeliveryForm, suburb: "Te Aro", city: "Wellington", postcode: "6011" },
      {},
    );
    expect(deliveryAddressIssues(address).map((issue) => issue.field)).toEqual(["street"]);
  });
});
