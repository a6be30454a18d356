import { SPID } from "../config";
import type { EshopItem } from "./eshop-item";
import type { ItemImage } from "./item-images";
import { FWA_SIM_ITEM_UUID, SIM_ITEM_UUIDS, type SimType } from "./sim-types";

/** 2022-01-01T00:00:00Z in nanoseconds: when the built-in items were first published. */
const PUBLISHED_NANOS = 1_640_995_200_000_000_000;
const SIM_CATEGORY_UUID = "3b0e51a0-0000-4000-8000-0000000000c0";
const SIM_ATTRIBUTE_SET_UUID = "3b0e51a0-0000-4000-8000-0000000000a0";

const images = (name: string, uuid: string): ReadonlyArray<ItemImage> => [
  {
    UUID: uuid,
    Name: name,
    Orig: `/images/shop/${name}.png`,
    XS: `/images/shop/${name}-xs.png`,
    S: `/images/shop/${name}-s.png`,
    M: `/images/shop/${name}-m.png`,
    L: `/images/shop/${name}-l.png`,
    XL: `/images/shop/${name}-xl.png`,
  },
];

/**
 * The catalogue items of the built-in SIM kinds (spec 03 §3). They are part of the product, not read from the
 * catalogue: the SIM itself is free, the plan carries the price. Only the fixed wireless SIM has a variant id.
 */
export const ESIM_ITEM: EshopItem = {
  SPID: SPID,
  UUID: SIM_ITEM_UUIDS.e_sim,
  CategoryUUID: SIM_CATEGORY_UUID,
  Name: "eSIM",
  Brand: "waea",
  Description: "A digital SIM, ready in minutes on a phone that supports eSIM.",
  ItemAttributeSetUUID: SIM_ATTRIBUTE_SET_UUID,
  ItemImages: images("esim", "3b0e51a0-0000-4000-8000-0000000001e1"),
  Type: "TYPE_PRODUCT",
  VirtualType: "VT_ESIM",
  SelfManaged: true,
  CreatedAtNanos: PUBLISHED_NANOS,
  UpdatedAtNanos: PUBLISHED_NANOS,
};

export const PHYSICAL_SIM_ITEM: EshopItem = {
  SPID: SPID,
  UUID: SIM_ITEM_UUIDS.real_sim,
  CategoryUUID: SIM_CATEGORY_UUID,
  Name: "Physical SIM",
  Brand: "waea",
  Description: "A SIM card delivered to your address in 3-7 business days.",
  ItemAttributeSetUUID: SIM_ATTRIBUTE_SET_UUID,
  ItemImages: images("sim", "3b0e51a0-0000-4000-8000-0000000001e2"),
  Type: "TYPE_PRODUCT",
  VirtualType: "VT_NONE",
  SelfManaged: true,
  CreatedAtNanos: PUBLISHED_NANOS,
  UpdatedAtNanos: PUBLISHED_NANOS,
};

export const FWA_SIM_ITEM: EshopItem = {
  SPID: SPID,
  UUID: FWA_SIM_ITEM_UUID,
  CategoryUUID: SIM_CATEGORY_UUID,
  Name: "Fixed wireless SIM",
  Brand: "waea",
  Description: "The SIM for your fixed wireless modem.",
  ItemAttributeSetUUID: SIM_ATTRIBUTE_SET_UUID,
  ItemImages: images("fwa-sim", "3b0e51a0-0000-4000-8000-0000000001e3"),
  Type: "TYPE_PRODUCT",
  VirtualType: "VT_NONE",
  SelfManaged: true,
  ItemVariantUUID: "3b0e51a0-0000-4000-8000-0000000000f1",
  CreatedAtNanos: PUBLISHED_NANOS,
  UpdatedAtNanos: PUBLISHED_NANOS,
};

export const BUILT_IN_SIM_ITEMS: ReadonlyArray<EshopItem> = [ESIM_ITEM, PHYSICAL_SIM_ITEM, FWA_SIM_ITEM];

/** The built-in catalogue item of a SIM type. */
export const simCatalogItem = (simType: SimType): EshopItem =>
  simType === "e_sim" ? ESIM_ITEM : PHYSICAL_SIM_ITEM;

/** Physical SIMs arrive in 3 to 7 business days (spec 03 §9). */
export const SIM_DELIVERY_BUSINESS_DAYS = { min: 3, max: 7 } as const;
