import { cartLines } from "@waea/domain/cart";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { EmptyState } from "../../../components/empty-state/empty-state";
import { FormAlert } from "../../../components/form-alert";
import { PageTitle } from "../../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../../components/skeleton/skeleton";
import { CartLines } from "../cart/cart-lines";
import { SignInLinks } from "../cart/sign-in-links";
import { useShopCart } from "../cart/use-shop-cart";
import styles from "../shop.module.css";

const noEdit = () => Promise.resolve();

/**
 * A page in front of the checkout: the cart as it stands (restored by its stored id or by the customer), then the
 * next step: to the checkout for a customer, sign in or sign up (and come back to the checkout) for a visitor. An
 * empty cart says so and offers the shop.
 */
export const CartLanding = ({ title, lead }: { readonly title: string; readonly lead: string }) => {
  const { t } = useTranslation("cart");
  const shop = useShopCart();
  const cart = shop.cart;
  return (
    <div className={`page-form ${styles.stack}`}>
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      <FormAlert text={shop.alert} />
      {cart === undefined ? (
        <SkeletonGroup>
          <Skeleton shape="card" height="12rem" />
        </SkeletonGroup>
      ) : cartLines(cart).length === 0 ? (
        <EmptyState
          title={t("cart:empty_title")}
          text={t("cart:empty_text")}
          action={
            <Link href={staticHref("sim-purchase", {})} className={buttonClass()}>
              {t("cart:get_sim")}
            </Link>
          }
        />
      ) : (
        <Card
          title={t("cart:your_cart")}
          actions={
            shop.customerUUID === undefined ? (
              <SignInLinks back={staticHref("checkout")} />
            ) : (
              <Link href={staticHref("checkout")} className={buttonClass()}>
                {t("cart:to_checkout")}
              </Link>
            )
          }
        >
          <CartLines cart={cart} busy={false} onEdit={noEdit} readOnly />
        </Card>
      )}
    </div>
  );
};
