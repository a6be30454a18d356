import {
  PhoneColours,
  PhoneStorage,
  editCart,
  phoneLine,
  phoneProductOf,
  phoneVariant,
  type PhoneProduct,
} from "@waea/domain/cart";
import { staticHref } from "@waea/domain/routing";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "../../../components/button/button";
import { RadioChoice } from "../../../components/choice-list/radio-choice";
import { ErrorState } from "../../../components/error-state/error-state";
import { Form } from "../../../components/form/form";
import { FormAlert } from "../../../components/form-alert";
import { Money } from "../../../components/money";
import { PageTitle } from "../../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../../components/skeleton/skeleton";
import { Stat } from "../../../components/stat/stat";
import { errorText } from "../../../dialogs/error-text";
import { translateMessage } from "../../../i18n/message";
import type { PageProps } from "../../../shell/page-props";
import NotFoundPage from "../../not-found/not-found-page";
import { useCartOwner } from "../cart/use-shop-cart";
import { useCartThenCheckout } from "../plan-picker/use-cart-then-checkout";
import shop from "../shop.module.css";
import { useShopCatalogue } from "./use-shop-catalogue";
import styles from "./catalogue.module.css";

/** A phone's colour and size, chosen among the model's variants; then into the cart and on to the checkout. */
const PhoneForm = ({ product }: { readonly product: PhoneProduct }) => {
  const { t } = useTranslation(["cart", "shop"]);
  const owner = useCartOwner();
  const checkout = useCartThenCheckout();
  const first = product.variants.find((variant) => variant.PriceCents === product.fromCents);
  const [colour, setColour] = useState(first?.Colour ?? "");
  const [storage, setStorage] = useState(first?.StorageGb ?? 0);
  const colours = PhoneColours.filter((option) => product.variants.some((v) => v.Colour === option.value));
  const sizes = PhoneStorage.filter((option) => product.variants.some((v) => v.StorageGb === option.value));
  const chosen = phoneVariant(product, colour, storage);
  const add = () =>
    chosen === undefined
      ? Promise.resolve()
      : checkout.send(
          editCart(
            { _tag: "Add", item: phoneLine(chosen) },
            owner.customerUUID === undefined ? {} : { customerUUID: owner.customerUUID },
          ),
        );
  return (
    <Form className={shop.stack} onSubmit={add}>
      <fieldset className={shop.group}>
        <legend>{t("shop:filter_colour")}</legend>
        {colours.map((option) => (
          <RadioChoice
            key={option.value}
            name="colour"
            value={option.value}
            checked={colour === option.value}
            onChoose={() => setColour(option.value)}
            className={shop.choice ?? ""}
          >
            <span className={shop.choiceText}>
              <span>
                <span className={styles.swatch} style={{ backgroundColor: option.hex }} aria-hidden="true" />
                {option.title}
              </span>
            </span>
          </RadioChoice>
        ))}
      </fieldset>
      <fieldset className={shop.group}>
        <legend>{t("shop:filter_storage")}</legend>
        {sizes.map((option) => (
          <RadioChoice
            key={option.value}
            name="storage"
            value={String(option.value)}
            checked={storage === option.value}
            onChoose={() => setStorage(option.value)}
            className={shop.choice ?? ""}
          >
            <span className={shop.choiceText}>
              <span>{option.title}</span>
            </span>
          </RadioChoice>
        ))}
      </fieldset>
      {chosen === undefined ? (
        <p role="alert" className="form-alert">
          {t("shop:not_sold_combo", { name: product.name })}
        </p>
      ) : (
        <Stat label={t("shop:phone_price")} value={<Money cents={chosen.PriceCents} />} size="large" />
      )}
      <FormAlert text={checkout.alert} />
      <div className="actions">
        <Button type="submit" pending={checkout.busy}>
          {t("cart:add_to_cart")}
        </Button>
      </div>
    </Form>
  );
};

/**
 * A phone's product page, /:slug (SHOP-07, non-production only: the route table makes it not-found in production):
 * the model the slug names, its colours and sizes at the catalogue's prices, added to the cart. A slug the
 * catalogue does not have is not-found.
 */
const ProductPage = ({ params }: PageProps) => {
  const { t } = useTranslation(["cart", "errors", "web", "shop"]);
  const { catalogue, error, reload } = useShopCatalogue();
  const product = catalogue === undefined ? undefined : phoneProductOf(catalogue.phones, params["slug"]);
  if (catalogue !== undefined && product === undefined) return <NotFoundPage />;
  return (
    <div className="page-form">
      <p>
        <Link href={staticHref("eshop")}>{t("shop:back_to_shop")}</Link>
      </p>
      {product === undefined ? null : (
        <>
          <PageTitle title={product.name} />
          <h1>{product.name}</h1>
          <p className="lead">{t("shop:product_lead")}</p>
          <p className={styles.muted}>{t("shop:sim_count", { count: product.simCount })}</p>
          <PhoneForm product={product} />
        </>
      )}
      {error !== undefined ? (
        <ErrorState message={translateMessage(t, errorText(error))} onRetry={reload} />
      ) : catalogue === undefined ? (
        <SkeletonGroup>
          <Skeleton width="60%" />
          <Skeleton shape="block" height="28rem" />
        </SkeletonGroup>
      ) : null}
    </div>
  );
};

export default ProductPage;
