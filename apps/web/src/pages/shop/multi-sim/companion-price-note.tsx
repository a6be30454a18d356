import { companionPrice } from "@waea/domain/groups";
import * as Either from "effect/Either";
import { useTranslation } from "react-i18next";
import { formatNzd } from "@waea/domain/money";
import styles from "../shop.module.css";

/**
 * The companion group price of spec 03 §1 for the SIMs being ordered, where it applies (2 to 6 people): $45 each a
 * month under 3, $35 at 3 or more. One SIM is no group: nothing is shown.
 */
export const CompanionPriceNote = ({ people }: { readonly people: number }) => {
  const { t } = useTranslation("cart");
  const price = companionPrice(people);
  if (Either.isLeft(price)) return null;
  const { perPersonCents, monthlyCents } = price.right;
  return (
    <section className={styles.note} aria-labelledby="companion-price-title">
      <h2 id="companion-price-title">{t("cart:companion_price_title")}</h2>
      <p role="status">
        {t("cart:companion_price", {
          people: price.right.people,
          each: formatNzd(perPersonCents),
          total: formatNzd(monthlyCents),
        })}
      </p>
      <p className={styles.muted}>{t("cart:companion_price_hint")}</p>
    </section>
  );
};
