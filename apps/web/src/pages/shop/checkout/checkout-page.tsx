import { cartLines, isSimKind } from "@waea/domain/cart";
import { pendingPayment } from "@waea/domain/checkout";
import { staticHref } from "@waea/domain/routing";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../../app/app-context";
import { buttonClass } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { EmptyState } from "../../../components/empty-state/empty-state";
import { FormAlert } from "../../../components/form-alert";
import { PageTitle } from "../../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../../components/skeleton/skeleton";
import { useLoad } from "../../../components/use-load";
import type { PageProps } from "../../../shell/page-props";
import { useCurrentAccount } from "../../profile/use-account";
import { CartLines } from "../cart/cart-lines";
import { SignInLinks } from "../cart/sign-in-links";
import { useShopCart } from "../cart/use-shop-cart";
import styles from "../shop.module.css";
import { CheckoutFormSkeleton } from "./checkout-form-skeleton";

/**
 * The checkout's steps load once there is something to check out (a cart with lines, or an order to pay again):
 * the delivery, porting and payment fields, the address book and location search, and the checkout's rules are
 * not what an empty cart shows.
 */
const CheckoutForm = lazy(() =>
  import("./checkout-form").then((module) => ({ default: module.CheckoutForm })),
);
const RetryPayment = lazy(() =>
  import("./retry-payment").then((module) => ({ default: module.RetryPayment })),
);

/** What the checkout says when the instalment provider sent the customer back without paying. */
const INSTALMENTS_FAILED = { key: "checkout:instalments_failed" } as const;
const CARD_FAILED = { key: "checkout:card_payment_failed" } as const;

/**
 * checkout (SHOP-02, SHOP-03, SHOP-05): the cart (restored, and attached to the customer once signed in) with its
 * quantities and removals, then the checkout for a signed-in customer, or the way to sign in for a visitor. An
 * order whose payment failed is paid again instead (?redirect_status=failed: back from the instalment provider).
 */
const CheckoutPage = ({ query }: PageProps) => {
  const { t } = useTranslation(["checkout", "cart", "web"]);
  const shop = useShopCart();
  const account = useCurrentAccount();
  const pending = useLoad(() => pendingPayment, `${account?.uuid ?? ""}`);
  const failedReturn = query["redirect_status"] === "failed";
  const waiting = pending.state.status === "ready" ? pending.state.value : undefined;
  const cart = shop.cart;
  // The form's skeleton has the porting card when the form will (a SIM in the cart, porting at checkout on).
  const porting =
    useAppState().settings.flags.numberPortingAtCheckout &&
    cart !== undefined &&
    cartLines(cart).some((line) => isSimKind(line.type));
  return (
    <div className={`page-form ${styles.stack} ${styles.checkout}`}>
      <PageTitle title={t("checkout:title")} />
      <h1>{t("checkout:title")}</h1>
      <FormAlert text={shop.alert} />
      {cart === undefined ? (
        <SkeletonGroup>
          <Skeleton shape="card" height="12rem" />
        </SkeletonGroup>
      ) : cartLines(cart).length === 0 && waiting === undefined ? (
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
        <>
          <Card title={t("cart:your_cart")}>
            <CartLines cart={cart} busy={shop.busy} onEdit={shop.edit} readOnly={waiting !== undefined} />
          </Card>
          {account === undefined ? (
            <Card title={t("checkout:sign_in_title")} actions={<SignInLinks back={staticHref("checkout")} />}>
              <p>{t("checkout:sign_in_text")}</p>
            </Card>
          ) : waiting !== undefined ? (
            <Suspense fallback={null}>
              <RetryPayment
                customerUUID={account.uuid}
                purchase={waiting}
                failure={failedReturn ? INSTALMENTS_FAILED : CARD_FAILED}
              />
            </Suspense>
          ) : pending.state.status === "ready" ? (
            <Suspense fallback={<CheckoutFormSkeleton porting={porting} />}>
              <CheckoutForm cart={cart} account={account} onPaymentFailed={pending.reload} />
            </Suspense>
          ) : pending.state.status === "loading" ? (
            <CheckoutFormSkeleton porting={porting} />
          ) : null}
        </>
      )}
    </div>
  );
};

export default CheckoutPage;
