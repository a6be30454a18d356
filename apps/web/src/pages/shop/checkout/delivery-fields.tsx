import type { CheckoutField, CheckoutIssue, DeliveryForm } from "@waea/domain/checkout";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../../app/app-context";
import { TextField } from "../../../components/text-field";

/**
 * The delivery address as typed (SHOP-05): street, suburb, city and postcode, then the delivery instructions and the
 * contact number when their flags are on. A typed change forgets the location id of a picked address.
 */
export const DeliveryFields = ({
  form,
  onChange,
  issues,
}: {
  readonly form: DeliveryForm;
  readonly onChange: (form: DeliveryForm) => void;
  readonly issues: (field: CheckoutField) => ReadonlyArray<CheckoutIssue>;
}) => {
  const { t } = useTranslation("checkout");
  const flags = useAppState().settings.flags;
  const typed = (part: "street" | "suburb" | "city" | "postcode") => (value: string) =>
    onChange({ ...form, [part]: value, location: undefined });
  return (
    <>
      <TextField
        label={t("checkout:street")}
        value={form.street}
        onValue={typed("street")}
        autoComplete="address-line1"
        errors={issues("street")}
      />
      <TextField
        label={t("checkout:suburb")}
        value={form.suburb}
        onValue={typed("suburb")}
        autoComplete="address-line2"
      />
      <TextField
        label={t("checkout:city")}
        value={form.city}
        onValue={typed("city")}
        autoComplete="address-level2"
        errors={issues("city")}
      />
      <TextField
        label={t("checkout:postcode")}
        value={form.postcode}
        onValue={typed("postcode")}
        autoComplete="postal-code"
        inputMode="numeric"
        errors={issues("postcode")}
      />
      {flags.deliveryInstructions ? (
        <TextField
          label={t("checkout:instructions")}
          hint={t("checkout:instructions_hint")}
          value={form.notes}
          onValue={(notes) => onChange({ ...form, notes })}
          errors={issues("notes")}
        />
      ) : null}
      {flags.contactNumber ? (
        <TextField
          label={t("checkout:contact_number")}
          value={form.phone}
          onValue={(phone) => onChange({ ...form, phone })}
          type="tel"
          autoComplete="tel"
          errors={issues("phone")}
        />
      ) : null}
    </>
  );
};
