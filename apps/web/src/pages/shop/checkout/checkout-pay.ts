/**
 * What the checkout runs once the customer reviews or pays (SHOP-05): the checkout's rules and its use cases, with
 * the card and instalment steps. The form imports this module on demand (`import("./checkout-pay")`), so a
 * checkout shown but not yet submitted loads none of it.
 */
export { buildCheckoutPayload, checkoutCart, retryPayment } from "@waea/domain/checkout";
export { instalmentPage } from "./instalment-provider";
