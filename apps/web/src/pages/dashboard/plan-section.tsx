import { nanosToMillis } from "@waea/domain/ports";
import type { ProductAddon } from "@waea/domain/account";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";

/** When an add-on renews (auto renew on) or ends. */
const Renewal = ({ addon }: { readonly addon: ProductAddon }) => {
  const { t } = useTranslation("dashboard");
  if (addon.ExpiresAtNanos === undefined) return null;
  return (
    <>
      {t(addon.AutoRenew === true ? "dashboard:renews_on" : "dashboard:ends_on")}{" "}
      <NzDate millis={nanosToMillis(addon.ExpiresAtNanos)} />
    </>
  );
};

/** PLAN-01: the plan the product is on and its add-ons. */
export const PlanSection = ({
  plan,
  addons,
}: {
  readonly plan: ProductAddon;
  readonly addons: ReadonlyArray<ProductAddon>;
}) => {
  const { t } = useTranslation("dashboard");
  return (
    <>
      <p className="plan-name">{plan.Name}</p>
      <p>
        {plan.RetailCents === undefined ? null : (
          <>
            <Money cents={plan.RetailCents} />{" "}
          </>
        )}
        <Renewal addon={plan} />
      </p>
      <h3>{t("dashboard:addons_title")}</h3>
      {addons.length === 0 ? (
        <p>{t("dashboard:no_addons")}</p>
      ) : (
        <ul className="addon-list">
          {addons.map((addon) => (
            <li key={addon.UUID}>
              <span>{addon.Name}</span> <Renewal addon={addon} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
};
