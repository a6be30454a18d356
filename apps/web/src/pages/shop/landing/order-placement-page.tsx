import { useTranslation } from "react-i18next";
import { CartLanding } from "./cart-landing";

/**
 * order-placement (SHOP-07): a signed-up customer's order, placed from their cart (the route table sends anyone
 * not signed in to sign-up, and a suspended account away): the cart to check, then the checkout.
 */
const OrderPlacementPage = () => {
  const { t } = useTranslation("cart");
  return <CartLanding title={t("cart:placement_title")} lead={t("cart:placement_lead")} />;
};

export default OrderPlacementPage;
