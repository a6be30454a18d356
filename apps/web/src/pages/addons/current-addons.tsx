import type { ProductAddon } from "@waea/domain/account";
import { nanosToMillis } from "@waea/domain/ports";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Card } from "../../components/card/card";
import { NzDate } from "../../components/nz-date";
import styles from "./addons-page.module.css";
import { useCatalogueText } from "../../i18n/catalogue-text";

/** The add-ons on the product now (not its base plan), with when each ends or renews: where a new one shows up. */
export const CurrentAddons = ({ addons }: { readonly addons: ReadonlyArray<ProductAddon> }) => {
  const { t } = useTranslation("payments");
  const catalogue = useCatalogueText();
  const shown = addons.filter((addon) => addon.IsBasePlan !== true);
  return (
    <Card
      title={t("payments:addons_current")}
      headerAside={<Link href={staticHref("profile.mobile")}>{t("payments:addons_to_dashboard")}</Link>}
    >
      {shown.length === 0 ? (
        <p>{t("payments:addons_current_none")}</p>
      ) : (
        <ul className={styles.current}>
          {shown.map((addon) => (
            <li key={addon.UUID}>
              <span className={styles.addonName}>{catalogue.addon(addon.Name)}</span>
              {addon.ExpiresAtNanos === undefined ? null : (
                <span className={styles.ends}>
                  {t(addon.AutoRenew === true ? "payments:addons_renews" : "payments:addons_ends")}{" "}
                  <NzDate millis={nanosToMillis(addon.ExpiresAtNanos)} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
