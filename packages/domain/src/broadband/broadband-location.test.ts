import { describe, expect, it } from "vitest";
import { installAddressOf } from "./broadband-location";

const at = (Formatted: string) => ({ LocationProvider: "NZPost", LocationProviderIDX: "idx-1", Formatted });

describe("installAddressOf (BB-01)", () => {
  it("reads the street lines, the city and the postcode from the premises' line, with its location ids", () => {
    expect(installAddressOf(at("12 Queen Street, Auckland Central, Auckland 1010"))).toEqual({
      Lines: ["12 Queen Street", "Auckland Central"],
      City: "Auckland",
      Postcode: "1010",
      Country: "New Zealand",
      LocationProvider: "NZPost",
      LocationProviderIDX: "idx-1",
    });
  });

  it("leaves what it cannot read empty, for the customer to fill in", () => {
    expect(installAddressOf(at("27 Mill Road, Ōtaki"))).toMatchObject({
      Lines: ["27 Mill Road"],
      City: "Ōtaki",
      Postcode: "",
    });
    expect(installAddressOf(at("Somewhere"))).toMatchObject({ Lines: ["Somewhere"], City: "", Postcode: "" });
  });
});
