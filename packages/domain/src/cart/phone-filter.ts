import * as Schema from "effect/Schema";
import { Cents } from "../money";

/** A filter option: the value sent and compared, the title shown. Brand and colour names are product names. */
export interface FilterOption<V> {
  readonly value: V;
  readonly title: string;
}

export interface ColourOption extends FilterOption<string> {
  readonly hex: string;
}

/** The brands of the phone filter sidebar (spec 03 §2). */
export const PhoneBrands: ReadonlyArray<FilterOption<string>> = [
  { value: "iphone", title: "iPhone" },
  { value: "samsung", title: "Samsung" },
  { value: "oppo", title: "OPPO" },
  { value: "vodafone_smart", title: "Vodafone Smart" },
];

/** The models: iPhone 9 through the iPhone 13 variants (spec 03 §2). */
export const PhoneModels: ReadonlyArray<FilterOption<string>> = [
  { value: "iphone_9", title: "iPhone 9" },
  { value: "iphone_10", title: "iPhone 10" },
  { value: "iphone_11", title: "iPhone 11" },
  { value: "iphone_11_pro", title: "iPhone 11 Pro" },
  { value: "iphone_11_pro_max", title: "iPhone 11 Pro Max" },
  { value: "iphone_12_mini", title: "iPhone 12 mini" },
  { value: "iphone_12", title: "iPhone 12" },
  { value: "iphone_12_pro", title: "iPhone 12 Pro" },
  { value: "iphone_12_pro_max", title: "iPhone 12 Pro Max" },
  { value: "iphone_13_mini", title: "iPhone 13 mini" },
  { value: "iphone_13", title: "iPhone 13" },
  { value: "iphone_13_pro", title: "iPhone 13 Pro" },
  { value: "iphone_13_pro_max", title: "iPhone 13 Pro Max" },
];

/** Colours with a title and a swatch (spec 03 §3). */
export const PhoneColours: ReadonlyArray<ColourOption> = [
  { value: "starlight", title: "Starlight", hex: "#F9F3EE" },
  { value: "silver", title: "Silver", hex: "#E3E4E5" },
  { value: "graphite", title: "Graphite", hex: "#54524F" },
  { value: "midnight", title: "Midnight", hex: "#232A31" },
  { value: "sierrablue", title: "Sierra Blue", hex: "#A7C1D9" },
  { value: "blue", title: "Blue", hex: "#215E7C" },
  { value: "pink", title: "Pink", hex: "#FAE0D8" },
  { value: "red", title: "Red", hex: "#BF0013" },
  { value: "green", title: "Green", hex: "#394C38" },
  { value: "violet", title: "Violet", hex: "#B7AFE6" },
  { value: "copper", title: "Copper", hex: "#B87333" },
  { value: "black", title: "Black", hex: "#1F2020" },
  { value: "coral", title: "Coral", hex: "#EE7762" },
];

/** Storage sizes in GB, with the shop's titles (spec 03 §3). */
export const PhoneStorage: ReadonlyArray<FilterOption<number>> = [
  { value: 1024, title: "1 TB" },
  { value: 512, title: "512 Gb" },
  { value: 256, title: "256 Gb" },
  { value: 128, title: "128 Gb" },
];

export const PhoneSimCounts: ReadonlyArray<FilterOption<number>> = [
  { value: 1, title: "1" },
  { value: 2, title: "2" },
];

/** A phone as the filter sees it. */
export const Phone = Schema.Struct({
  UUID: Schema.String,
  Name: Schema.String,
  Brand: Schema.String,
  Model: Schema.String,
  Colour: Schema.String,
  StorageGb: Schema.Int,
  SimCount: Schema.Int,
  PriceCents: Cents,
});
export type Phone = typeof Phone.Type;

/** The chosen options of each facet; an empty facet does not filter. */
export interface PhoneFilter {
  readonly brands: ReadonlyArray<string>;
  readonly models: ReadonlyArray<string>;
  readonly colours: ReadonlyArray<string>;
  readonly storage: ReadonlyArray<number>;
  readonly simCounts: ReadonlyArray<number>;
}

export const emptyPhoneFilter: PhoneFilter = {
  brands: [],
  models: [],
  colours: [],
  storage: [],
  simCounts: [],
};

const allows = <V>(chosen: ReadonlyArray<V>, value: V): boolean =>
  chosen.length === 0 || chosen.includes(value);

/** Phones matching every facet that has a choice (SHOP-01): options of one facet are alternatives. */
export const filterPhones = <P extends Phone>(
  phones: ReadonlyArray<P>,
  filter: PhoneFilter,
): ReadonlyArray<P> =>
  phones.filter(
    (phone) =>
      allows(filter.brands, phone.Brand) &&
      allows(filter.models, phone.Model) &&
      allows(filter.colours, phone.Colour) &&
      allows(filter.storage, phone.StorageGb) &&
      allows(filter.simCounts, phone.SimCount),
  );

/** Toggles one option of a facet: chosen becomes unchosen and the other way round. */
export const toggleFilterOption = <F extends keyof PhoneFilter>(
  filter: PhoneFilter,
  facet: F,
  value: PhoneFilter[F][number],
): PhoneFilter => {
  const chosen: ReadonlyArray<PhoneFilter[F][number]> = filter[facet];
  const next = chosen.includes(value) ? chosen.filter((option) => option !== value) : [...chosen, value];
  return { ...filter, [facet]: next };
};

/** How many phones each option of a facet would show: the counts beside the sidebar options. */
export const phoneFacetCounts = (
  phones: ReadonlyArray<Phone>,
): {
  readonly brands: Readonly<Record<string, number>>;
  readonly models: Readonly<Record<string, number>>;
  readonly colours: Readonly<Record<string, number>>;
  readonly storage: Readonly<Record<string, number>>;
  readonly simCounts: Readonly<Record<string, number>>;
} => {
  const count = (values: ReadonlyArray<string | number>) =>
    values.reduce<Record<string, number>>((counts, value) => {
      counts[String(value)] = (counts[String(value)] ?? 0) + 1;
      return counts;
    }, {});
  return {
    brands: count(phones.map((phone) => phone.Brand)),
    models: count(phones.map((phone) => phone.Model)),
    colours: count(phones.map((phone) => phone.Colour)),
    storage: count(phones.map((phone) => phone.StorageGb)),
    simCounts: count(phones.map((phone) => phone.SimCount)),
  };
};
