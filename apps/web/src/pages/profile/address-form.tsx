import {
  DEFAULT_COUNTRY,
  addressToSave,
  type AddressDetails,
  type DeliveryAddress,
} from "@waea/domain/profile";
import {
  DeliveryAddressFields,
  validateDeliveryAddress,
  type DeliveryAddressField,
  type DeliveryAddressInput,
} from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../../components/checkbox-field";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import { LocationSearch } from "./location-search";
import styles from "./profile-pages.module.css";
import { Button } from "../../components/button/button";
import { FormFooter } from "../../components/form-footer/form-footer";
import type { DialogText } from "../../dialogs/dialog-store";
import { Form } from "../../components/form/form";

/** The typed fields of the form, in the order a New Zealand address is written. */
const FIELDS: ReadonlyArray<{
  readonly field: DeliveryAddressField;
  readonly label: string;
  readonly autoComplete?: string;
}> = [
  { field: "BuildingName", label: "profile:building_name" },
  { field: "UnitTypeExtra", label: "profile:unit" },
  { field: "Number", label: "profile:street_number" },
  { field: "StreetName", label: "profile:street_name", autoComplete: "address-line1" },
  { field: "StreetType", label: "profile:street_type" },
  { field: "Suburb", label: "profile:suburb", autoComplete: "address-level3" },
  { field: "City", label: "profile:city", autoComplete: "address-level2" },
  { field: "State", label: "profile:region", autoComplete: "address-level1" },
  { field: "PostCode", label: "profile:postcode", autoComplete: "postal-code" },
  { field: "Country", label: "profile:country", autoComplete: "country-name" },
];

/** Every part of the address, shown or not (unit type and number details are kept as they came). */
const inputOf = (address: AddressDetails | undefined): DeliveryAddressInput =>
  Object.fromEntries(DeliveryAddressFields.map((field) => [field, address?.[field] ?? ""]));

export interface AddressFormProps {
  /** The address being edited; a new one otherwise. */
  readonly editing?: DeliveryAddress;
  readonly pending: boolean;
  /** The operator's refusal of the last save, shown at the foot of the form. */
  readonly alert?: DialogText | undefined;
  readonly onSave: (details: AddressDetails, asDefault: boolean) => void;
  readonly onCancel: () => void;
}

/**
 * PRO-05: an address typed in or picked from the location search (through the fake API), street name, city and
 * postcode required (the domain's rule, messages beside the fields), New Zealand unless another country is given.
 */
export const AddressForm = ({ editing, pending, alert, onSave, onCancel }: AddressFormProps) => {
  const { t } = useTranslation(["profile", "web", "validation"]);
  const [values, setValues] = useState<DeliveryAddressInput>(() => ({
    ...inputOf(editing),
    Country: editing?.Country ?? DEFAULT_COUNTRY,
  }));
  // The address the form started from, the edited one or the picked location: its coordinates hold for its text.
  const [base, setBase] = useState<AddressDetails | undefined>(editing);
  const [asDefault, setAsDefault] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<DeliveryAddressField>(formRef);

  const onSubmit = () => {
    const address = form.check(validateDeliveryAddress(values));
    if (address === undefined) return;
    onSave(addressToSave(base, address), asDefault);
  };

  return (
    <div className={`address-editor ${styles.editor}`}>
      <h3>{t(editing === undefined ? "profile:add_address" : "profile:edit_address")}</h3>
      <LocationSearch
        onPick={(picked) => {
          setValues({ ...inputOf(picked), Country: picked.Country ?? DEFAULT_COUNTRY });
          setBase(picked);
          form.reset();
        }}
      />
      <Form ref={formRef} onSubmit={onSubmit} aria-label={t("profile:address_details")}>
        {FIELDS.map(({ field, label, autoComplete }) => (
          <TextField
            key={field}
            label={t(label)}
            autoComplete={autoComplete}
            value={values[field] ?? ""}
            onValue={(value) => setValues((v) => ({ ...v, [field]: value }))}
            errors={form.errors[field]}
          />
        ))}
        {editing === undefined ? (
          <CheckboxField
            label={t("profile:make_default_address")}
            checked={asDefault}
            onChecked={setAsDefault}
          />
        ) : null}
        <FormFooter
          alert={alert}
          pending={pending}
          submit={t("profile:save_address")}
          aside={
            <Button variant="secondary" onClick={onCancel}>
              {t("web:cancel")}
            </Button>
          }
        />
      </Form>
    </div>
  );
};
