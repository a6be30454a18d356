import { useTranslation } from "react-i18next";
import { CartLanding } from "./cart-landing";

/**
 * checkout-landing (SHOP-07, non-production only: the route table makes it not-found in production): where a link
 * to the checkout lands: the cart to check, then on to the checkout, or sign in first.
 */
const CheckoutLandingPage = () => {
  const { t } = useTranslation("cart");
  return <CartLanding title={t("cart:landing_title")} lead={t("cart:landing_lead")} />;
};

export default CheckoutLandingPage;
