import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import type { EshopItemVariant } from "../cart";
import { ModemSearchReply, modemsOf } from "./modem";

const variant = (UUID: string, extra: Partial<EshopItemVariant> = {}): EshopItemVariant => ({
  UUID,
  ItemUUID: `item-${UUID}`,
  Name: `Variant ${UUID}`,
  ...extra,
});

describe("modemsOf", () => {
  it("keeps only the variants of physical type MODEM", () => {
    const reply = modemsOf({
      ItemVariants: [
        variant("modem", { PhysicalType: "MODEM" }),
        variant("sim", { PhysicalType: "SIM" }),
        variant("phone"),
      ],
    });
    expect(reply.ItemVariants.map((modem) => modem.UUID)).toEqual(["modem"]);
  });

  it("fills what the catalogue leaves out: own UUID as variant id, price 0, no images or attributes, FWA", () => {
    const [modem] = modemsOf({ ItemVariants: [variant("m-1", { PhysicalType: "MODEM" })] }).ItemVariants;
    expect(modem).toEqual({
      UUID: "m-1",
      ItemVariantUUID: "m-1",
      ItemUUID: "item-m-1",
      ItemImages: [],
      Name: "Variant m-1",
      Price: 0,
      PhysicalType: "MODEM",
      ServiceType: "FWA",
      Attributes: [],
    });
  });

  it("carries what the catalogue gives: variant id, PriceCents as Price, images, description, attributes", () => {
    const reply = modemsOf({
      ItemVariants: [
        variant("m-2", {
          PhysicalType: "MODEM",
          ItemVariantUUID: "iv-2",
          PriceCents: 19_900,
          ItemImages: [{ UUID: "img-1", Name: "front" }],
          Description: "5G router",
          Attributes: [{ Name: "Speed", Value: "300 Mbps" }],
        }),
      ],
    });
    expect(reply.ItemVariants[0]).toMatchObject({
      ItemVariantUUID: "iv-2",
      Price: 19_900,
      ItemImages: [{ UUID: "img-1", Name: "front" }],
      Description: "5G router",
      Attributes: [{ Name: "Speed", Value: "300 Mbps" }],
    });
    expect(Schema.is(ModemSearchReply)(reply)).toBe(true);
  });
});
