import type { ProductAddon } from "@waea/domain/account";
import { nanosToMillis } from "@waea/domain/ports";
import { useTranslation } from "react-i18next";
import { NzDate } from "../../components/nz-date";

/** The add-ons on the product now (not its base plan), with when each ends or renews: where a new one shows up. */
export const CurrentAddons = ({ addons }: { readonly addons: ReadonlyArray<ProductAddon> }) => {
  const { t } = useTranslation("payments");
  const shown = addons.filter((addon) => addon.IsBasePlan !== true);
  return (
    <section className="current-addons" aria-labelledby="current-addons-heading">
      <h2 id="current-addons-heading">{t("payments:addons_current")}</h2>
      {shown.length === 0 ? (
        <p>{t("payments:addons_current_none")}</p>
      ) : (
        <ul>
          {shown.map((addon) => (
            <li key={addon.UUID}>
              <span className="current-addon-name">{addon.Name}</span>
              {addon.ExpiresAtNanos === undefined ? null : (
                <span className="current-addon-ends">
                  {t(addon.AutoRenew === true ? "payments:addons_renews" : "payments:addons_ends")}{" "}
                  <NzDate millis={nanosToMillis(addon.ExpiresAtNanos)} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
