import {
  BUILT_IN_SIM_ITEMS,
  FWA_SIM_ITEM,
  type EshopItemVariant,
  type ItemAttribute,
  type ItemImage,
} from "@waea/domain/cart";
import type { SeedContext } from "./seed-context";

/** A variant of the e-shop catalogue; a deleted one is only found with IncludeDeleted. */
export type CatalogVariant = EshopItemVariant & { readonly Deleted?: boolean };

const images = (ctx: SeedContext, name: string): ReadonlyArray<ItemImage> => [
  {
    UUID: ctx.uuid(`eshop:image:${name}`),
    Name: name,
    Orig: `/images/shop/${name}.png`,
    XS: `/images/shop/${name}-xs.png`,
    S: `/images/shop/${name}-s.png`,
    M: `/images/shop/${name}-m.png`,
  },
];

const attributes = (values: Readonly<Record<string, string | number>>): ReadonlyArray<ItemAttribute> =>
  Object.entries(values).map(([Name, Value]) => ({ Name, Value: String(Value) }));

/** The SIM kinds as sellable variants: free (the plan carries the price), the FWA SIM with its variant id. */
const simVariants = (): ReadonlyArray<CatalogVariant> =>
  BUILT_IN_SIM_ITEMS.map((item) => ({
    UUID: item.ItemVariantUUID ?? item.UUID,
    ItemUUID: item.UUID,
    ...(item.ItemVariantUUID === undefined ? {} : { ItemVariantUUID: item.ItemVariantUUID }),
    Name: item.Name,
    ...(item.Brand === undefined ? {} : { Brand: item.Brand }),
    ...(item.Description === undefined ? {} : { Description: item.Description }),
    PriceCents: 0,
    ItemImages: item.ItemImages,
    PhysicalType: "SIM",
    ...(item.UUID === FWA_SIM_ITEM.UUID ? { ServiceType: "FWA" as const } : {}),
  }));

interface PhoneModel {
  readonly brand: string;
  readonly model: string;
  readonly name: string;
  readonly simCount: number;
  /** storage in GB and its price in cents */
  readonly storage: ReadonlyArray<readonly [number, number]>;
  readonly colours: ReadonlyArray<string>;
}

/** Phones for the filter sidebar (SHOP-01): every brand, several models, colours, storage sizes and SIM counts. */
const PHONES: ReadonlyArray<PhoneModel> = [
  {
    brand: "iphone",
    model: "iphone_13_pro",
    name: "iPhone 13 Pro",
    simCount: 2,
    storage: [
      [128, 189_900],
      [256, 209_900],
      [512, 249_900],
      [1024, 289_900],
    ],
    colours: ["graphite", "sierrablue", "silver"],
  },
  {
    brand: "iphone",
    model: "iphone_13",
    name: "iPhone 13",
    simCount: 2,
    storage: [
      [128, 139_900],
      [256, 159_900],
    ],
    colours: ["midnight", "starlight", "pink", "blue", "red"],
  },
  {
    brand: "iphone",
    model: "iphone_12_mini",
    name: "iPhone 12 mini",
    simCount: 2,
    storage: [[128, 99_900]],
    colours: ["black", "green", "violet"],
  },
  {
    brand: "iphone",
    model: "iphone_11",
    name: "iPhone 11",
    simCount: 2,
    storage: [[128, 89_900]],
    colours: ["black", "red"],
  },
  {
    brand: "samsung",
    model: "galaxy_s22",
    name: "Samsung Galaxy S22",
    simCount: 2,
    storage: [
      [128, 134_900],
      [256, 144_900],
    ],
    colours: ["black", "green", "pink"],
  },
  {
    brand: "samsung",
    model: "galaxy_a53",
    name: "Samsung Galaxy A53 5G",
    simCount: 1,
    storage: [[128, 69_900]],
    colours: ["black", "blue"],
  },
  {
    brand: "oppo",
    model: "oppo_find_x5",
    name: "OPPO Find X5",
    simCount: 2,
    storage: [[256, 119_900]],
    colours: ["black", "silver"],
  },
  {
    brand: "oppo",
    model: "oppo_a57",
    name: "OPPO A57",
    simCount: 2,
    storage: [[128, 34_900]],
    colours: ["green", "black"],
  },
  {
    brand: "vodafone_smart",
    model: "smart_n11",
    name: "Vodafone Smart N11",
    simCount: 1,
    storage: [[128, 19_900]],
    colours: ["midnight", "copper"],
  },
];

const phoneVariants = (ctx: SeedContext): ReadonlyArray<CatalogVariant> =>
  PHONES.flatMap((phone) =>
    phone.storage.flatMap(([gb, cents]) =>
      phone.colours.map((colour): CatalogVariant => {
        const uuid = ctx.uuid(`eshop:phone:${phone.model}:${gb}:${colour}`);
        return {
          UUID: uuid,
          ItemUUID: ctx.uuid(`eshop:phone:${phone.model}`),
          ItemVariantUUID: uuid,
          Name: `${phone.name} ${gb >= 1024 ? `${gb / 1024} TB` : `${gb} Gb`} ${colour}`,
          Brand: phone.brand,
          Description: `${phone.name}, ${phone.simCount === 2 ? "dual SIM" : "single SIM"}`,
          PriceCents: cents,
          ItemImages: images(ctx, `${phone.model}-${colour}`),
          Attributes: attributes({
            Brand: phone.brand,
            Model: phone.model,
            ModelName: phone.name,
            Colour: colour,
            StorageGb: gb,
            SimCount: phone.simCount,
          }),
        };
      }),
    ),
  );

/** Fixed wireless modems (NetworkType=FWA); the retired one is only found with IncludeDeleted. */
const MODEMS: ReadonlyArray<{
  readonly key: string;
  readonly name: string;
  readonly cents: number;
  readonly wifi: string;
  readonly deleted?: boolean;
}> = [
  { key: "nokia-fastmile-5g", name: "Nokia FastMile 5G Gateway 3", cents: 29_900, wifi: "Wi-Fi 6" },
  { key: "huawei-b628", name: "Huawei B628 4G Modem", cents: 14_900, wifi: "Wi-Fi 5" },
  { key: "zte-mc888", name: "ZTE MC888 5G Modem", cents: 24_900, wifi: "Wi-Fi 6" },
  { key: "huawei-b315", name: "Huawei B315 4G Modem", cents: 9_900, wifi: "Wi-Fi 4", deleted: true },
];

const modemVariants = (ctx: SeedContext): ReadonlyArray<CatalogVariant> =>
  MODEMS.map((modem) => {
    const uuid = ctx.uuid(`eshop:modem:${modem.key}`);
    return {
      UUID: uuid,
      ItemUUID: ctx.uuid(`eshop:modem-item:${modem.key}`),
      ItemVariantUUID: uuid,
      Name: modem.name,
      Description: `Fixed wireless modem, ${modem.wifi}`,
      PriceCents: modem.cents,
      ItemImages: images(ctx, modem.key),
      PhysicalType: "MODEM",
      ServiceType: "FWA",
      Attributes: attributes({ NetworkType: "FWA", WiFi: modem.wifi, LAN: "2 x Gigabit" }),
      ...(modem.deleted === true ? { Deleted: true } : {}),
    };
  });

/** The e-shop catalogue: the built-in SIM kinds, phones and FWA modems. */
export const seedCatalog = (ctx: SeedContext): ReadonlyArray<CatalogVariant> => [
  ...simVariants(),
  ...phoneVariants(ctx),
  ...modemVariants(ctx),
];
