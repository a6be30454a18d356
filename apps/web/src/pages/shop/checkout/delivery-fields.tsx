import type { CheckoutField, CheckoutIssue, DeliveryForm } from "@waea/domain/checkout";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../../app/app-context";
import { AddressFields } from "../../../components/address-fields/address-fields";
import { TextField } from "../../../components/text-field";

/**
 * The delivery address as typed (SHOP-05): the shared address fields, then the delivery instructions and the
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
  return (
    <>
      <AddressFields
        value={form}
        onPart={(part, value) => onChange({ ...form, [part]: value, location: undefined })}
        errors={issues}
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
