import type { Message } from "@waea/domain/validation";
import { useTranslation } from "react-i18next";
import { TextField } from "../text-field";

/** The parts of a New Zealand street address as a customer types them. */
export type AddressPart = "street" | "suburb" | "city" | "postcode";
export type AddressLines = Readonly<Record<AddressPart, string>>;
/** The parts an address must have (the suburb is optional): the ones that can carry a message. */
export type RequiredAddressPart = Exclude<AddressPart, "suburb">;

/**
 * The street address fields of every form that asks where something goes (the shop's delivery address, the
 * broadband install address): street, suburb (optional), town or city and postcode, each with its autocomplete
 * and the domain's messages beside it. The form owns the values and the rules.
 */
export const AddressFields = ({
  value,
  onPart,
  errors,
}: {
  readonly value: AddressLines;
  readonly onPart: (part: AddressPart, text: string) => void;
  readonly errors?: (part: RequiredAddressPart) => ReadonlyArray<Message> | undefined;
}) => {
  const { t } = useTranslation("web");
  return (
    <>
      <TextField
        label={t("web:address_street")}
        value={value.street}
        onValue={(text) => onPart("street", text)}
        autoComplete="address-line1"
        errors={errors?.("street")}
      />
      <TextField
        label={t("web:address_suburb")}
        value={value.suburb}
        onValue={(text) => onPart("suburb", text)}
        autoComplete="address-line2"
      />
      <TextField
        label={t("web:address_city")}
        value={value.city}
        onValue={(text) => onPart("city", text)}
        autoComplete="address-level2"
        errors={errors?.("city")}
      />
      <TextField
        label={t("web:address_postcode")}
        value={value.postcode}
        onValue={(text) => onPart("postcode", text)}
        autoComplete="postal-code"
        inputMode="numeric"
        errors={errors?.("postcode")}
      />
    </>
  );
};
