import type { CheckoutField, CheckoutIssue, PortingChoice } from "@waea/domain/checkout";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../../../components/checkbox-field";

// The details load once the customer chooses to keep a number: most checkouts never show them.
const PortingDetails = lazy(() =>
  import("./porting-details").then((module) => ({ default: module.PortingDetails })),
);

/**
 * Number porting at checkout (SHOP-05): keep a number from another provider on the new SIM, with the transfer
 * details the losing provider checks (porting-details.tsx).
 */
export const PortingFields = ({
  porting,
  onChange,
  issues,
}: {
  readonly porting: PortingChoice | undefined;
  readonly onChange: (porting: PortingChoice | undefined) => void;
  readonly issues: (field: CheckoutField) => ReadonlyArray<CheckoutIssue>;
}) => {
  const { t } = useTranslation("checkout");
  return (
    <>
      <CheckboxField
        label={t("checkout:keep_number")}
        checked={porting !== undefined}
        onChecked={(on) => onChange(on ? { accountType: "prepay" } : undefined)}
      />
      {porting === undefined ? null : (
        <Suspense fallback={null}>
          <PortingDetails porting={porting} onChange={onChange} issues={issues} />
        </Suspense>
      )}
    </>
  );
};
