import { FieldLabels, type FieldLabel } from "./field-labels";
import { checkFormat, checkMaxLength, checkRequired, cleanText, MaxLengths } from "./generic";
import { validated, type Check, type Validated } from "./messages";

/** The country of a delivery address when none is given (spec 01 §3, 03 §9). */
export const DEFAULT_COUNTRY = "New Zealand";

/** The typed parts of a delivery address, with the operator's field names (spec 01 §3). */
export const DeliveryAddressFields = [
  "BuildingName",
  "UnitType",
  "UnitTypeExtra",
  "NumberPre",
  "Number",
  "NumberPost",
  "StreetName",
  "StreetType",
  "Suburb",
  "City",
  "State",
  "PostCode",
  "Country",
] as const;
export type DeliveryAddressField = (typeof DeliveryAddressFields)[number];

export type DeliveryAddressInput = { readonly [K in DeliveryAddressField]?: string | undefined };

/** A cleaned address: trimmed parts, blank ones dropped, the three required ones present, a country set. */
export type DeliveryAddress = { readonly [K in DeliveryAddressField]?: string } & {
  readonly StreetName: string;
  readonly City: string;
  readonly PostCode: string;
  readonly Country: string;
};

const LABELS: Readonly<Record<DeliveryAddressField, FieldLabel>> = {
  BuildingName: FieldLabels.buildingName,
  UnitType: FieldLabels.unit,
  UnitTypeExtra: FieldLabels.unit,
  NumberPre: FieldLabels.streetNumber,
  Number: FieldLabels.streetNumber,
  NumberPost: FieldLabels.streetNumber,
  StreetName: FieldLabels.streetName,
  StreetType: FieldLabels.streetType,
  Suburb: FieldLabels.suburb,
  City: FieldLabels.city,
  State: FieldLabels.state,
  PostCode: FieldLabels.postcode,
  Country: FieldLabels.country,
};

const REQUIRED: ReadonlyArray<DeliveryAddressField> = ["StreetName", "City", "PostCode"];
const LOCALITY: ReadonlyArray<DeliveryAddressField> = ["Suburb", "City", "State"];

/** NZ postcodes are four digits. Other countries' postcodes are only required, not checked. */
const NZ_POSTCODE = /^\d{4}$/;
const isNewZealand = (country: string): boolean => /^(new zealand|nz|aotearoa)$/i.test(country);

/** At least street name, city and postcode (spec 01 §5, PRO-05); the country defaults to New Zealand. */
export const validateDeliveryAddress = (
  input: DeliveryAddressInput,
): Validated<DeliveryAddress, DeliveryAddressField> => {
  const country = cleanText(input.Country) ?? DEFAULT_COUNTRY;
  const checks: Check<DeliveryAddressField>[] = DeliveryAddressFields.map((field) => {
    const value = input[field];
    const label = LABELS[field];
    const max = LOCALITY.includes(field) ? MaxLengths.locality : MaxLengths.addressPart;
    return [
      field,
      (REQUIRED.includes(field) ? checkRequired(value, label) : undefined) ??
        checkMaxLength(value, max, label),
    ];
  });
  if (isNewZealand(country))
    checks.push([
      "PostCode",
      checkFormat(input.PostCode, (code) => NZ_POSTCODE.test(code), FieldLabels.postcode),
    ]);
  return validated(checks, () => {
    const parts: { [K in DeliveryAddressField]?: string } = {};
    for (const field of DeliveryAddressFields) {
      const value = cleanText(input[field]);
      if (value !== undefined) parts[field] = value;
    }
    return {
      ...parts,
      StreetName: parts.StreetName ?? "",
      City: parts.City ?? "",
      PostCode: parts.PostCode ?? "",
      Country: country,
    };
  });
};
