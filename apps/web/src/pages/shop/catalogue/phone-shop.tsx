import {
  PhoneColours,
  emptyPhoneFilter,
  filterPhones,
  phoneProducts,
  type PhoneFilter,
  type ShopPhone,
} from "@waea/domain/cart";
import { formatNzd } from "@waea/domain/money";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button, buttonClass } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { EmptyState } from "../../../components/empty-state/empty-state";
import styles from "./catalogue.module.css";
import { PhoneFilters } from "./phone-filters";

const colourOf = (value: string) => PhoneColours.find((colour) => colour.value === value);

/** A model's card: its lowest price among the phones the filters left, its SIM count and colours, its page. */
const PhoneCard = ({ product }: { readonly product: ReturnType<typeof phoneProducts>[number] }) => {
  const { t } = useTranslation(["cart", "shop"]);
  const colours = [...new Set(product.variants.map((variant) => variant.Colour))];
  return (
    <Card
      as="li"
      title={product.name}
      level={3}
      actions={
        <Link href={`/${product.slug}`} className={buttonClass("secondary")}>
          {t("shop:see_phone", { name: product.name })}
        </Link>
      }
    >
      <p className={styles.price}>{t("shop:phone_from", { price: formatNzd(product.fromCents) })}</p>
      <p className={styles.muted}>{t("shop:sim_count", { count: product.simCount })}</p>
      <p className={styles.muted}>
        <span className={styles.swatches} aria-hidden="true">
          {colours.map((colour) => (
            <span key={colour} className={styles.swatch} style={{ backgroundColor: colourOf(colour)?.hex }} />
          ))}
        </span>
        {t("shop:phone_colours", {
          list: colours.map((colour) => colourOf(colour)?.title ?? colour).join(", "),
        })}
      </p>
    </Card>
  );
};

/**
 * The phones of the catalogue (SHOP-01, non-production): the filter sidebar beside them, and the models the
 * filters leave, with how many phones that is; no match says so and offers to clear the filters.
 */
export const PhoneShop = ({ phones }: { readonly phones: ReadonlyArray<ShopPhone> }) => {
  const { t } = useTranslation(["cart", "shop"]);
  const [filter, setFilter] = useState<PhoneFilter>(emptyPhoneFilter);
  const found = filterPhones(phones, filter);
  const products = phoneProducts(found);
  const clear =
    found.length === phones.length ? null : (
      <Button variant="link" onClick={() => setFilter(emptyPhoneFilter)}>
        {t("shop:clear_filters")}
      </Button>
    );
  return (
    <section className={styles.section} aria-labelledby="shop-phones">
      <h2 id="shop-phones">{t("shop:shop_phones")}</h2>
      <div className={styles.phones}>
        <PhoneFilters phones={phones} filter={filter} onFilter={setFilter} />
        <div className={styles.results}>
          <div className={styles.resultsHeader}>
            <p role="status">{t("shop:phones_found", { count: found.length })}</p>
            {clear}
          </div>
          {products.length === 0 ? (
            <EmptyState
              level={3}
              title={t("shop:no_phones_title")}
              text={t("shop:no_phones_text")}
              action={clear}
            />
          ) : (
            <ul className={styles.cards} aria-label={t("shop:shop_phones")}>
              {products.map((product) => (
                <PhoneCard key={product.slug} product={product} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
};
