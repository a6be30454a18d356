import type { ProductAddon } from "@waea/domain/account";
import { formatNzDate } from "@waea/domain/calendar";
import { allowsAutoRenew } from "@waea/domain/plans";
import { nanosToMillis } from "@waea/domain/ports";
import { useTranslation } from "react-i18next";
import { Toggle } from "../../components/toggle/toggle";
import styles from "./plans.module.css";

/** When an add-on ends or renews, as a line under its name. */
const periodLine = (addon: ProductAddon, t: (key: string, params: Record<string, string>) => string) => {
  if (addon.ExpiresAtNanos === undefined) return undefined;
  const date = formatNzDate(nanosToMillis(addon.ExpiresAtNanos));
  return t(addon.AutoRenew === true ? "renews_on" : "ends_on", { date });
};

/**
 * Auto renew of the plan and each add-on (PLAN-06): a switch where AllowAutoRenew allows it, otherwise a line that
 * says it does not renew. The switch is busy while the change is saved.
 */
export const AutoRenewList = ({
  addons,
  pending,
  onChange,
}: {
  readonly addons: ReadonlyArray<ProductAddon>;
  readonly pending: string | undefined;
  readonly onChange: (addon: ProductAddon, on: boolean) => void;
}) => {
  const { t } = useTranslation("plans");
  return (
    <ul className={styles.addons}>
      {addons.map((addon) => {
        const name = addon.Name ?? "";
        const line = periodLine(addon, t);
        return (
          <li key={addon.UUID} className={styles.addon}>
            {allowsAutoRenew(addon.AllowAutoRenew) ? (
              <Toggle
                label={t("auto_renew", { name })}
                checked={addon.AutoRenew === true}
                pending={pending === `renew:${addon.UUID}`}
                onChange={(on) => onChange(addon, on)}
                hint={line ?? t("auto_renew_hint")}
              />
            ) : (
              <>
                <strong>{name}</strong>
                <p className={styles.muted}>{t("auto_renew_unavailable")}</p>
                {line === undefined ? null : <p className={styles.muted}>{line}</p>}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
};
