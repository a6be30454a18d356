import { nanosToMillis } from "@waea/domain/ports";
import type { ProductAddon } from "@waea/domain/account";
import { mobileNumberText } from "@waea/domain/validation";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import styles from "./dashboard.module.css";

/** When an add-on renews (auto renew on) or ends. */
const Renewal = ({ addon }: { readonly addon: ProductAddon }) => {
  const { t } = useTranslation("dashboard");
  if (addon.ExpiresAtNanos === undefined) return null;
  return (
    <span>
      {t(addon.AutoRenew === true ? "dashboard:renews_on" : "dashboard:ends_on")}{" "}
      <NzDate millis={nanosToMillis(addon.ExpiresAtNanos)} />
    </span>
  );
};

/** PLAN-01: the plan the product is on, its price and renewal, and its add-ons. */
export const PlanSection = ({
  plan,
  addons,
  msisdn,
}: {
  readonly plan: ProductAddon;
  readonly addons: ReadonlyArray<ProductAddon>;
  readonly msisdn: string | undefined;
}) => {
  const { t } = useTranslation("dashboard");
  return (
    <>
      <p className={styles.planName}>{plan.Name}</p>
      <p className={styles.muted}>
        {plan.RetailCents === undefined ? null : (
          <>
            <Money cents={plan.RetailCents} />
            {" · "}
          </>
        )}
        <Renewal addon={plan} />
      </p>
      {msisdn === undefined ? null : (
        <p className={styles.muted}>{t("dashboard:mobile_number", { number: mobileNumberText(msisdn) })}</p>
      )}
      <h3 className={styles.subTitle}>{t("dashboard:addons_title")}</h3>
      {addons.length === 0 ? (
        <p className={styles.muted}>{t("dashboard:no_addons")}</p>
      ) : (
        <ul className={styles.addons}>
          {addons.map((addon) => (
            <li key={addon.UUID} className={styles.addon}>
              <span className={styles.addonName}>{addon.Name}</span>
              <span className={styles.muted}>
                <Renewal addon={addon} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
};
