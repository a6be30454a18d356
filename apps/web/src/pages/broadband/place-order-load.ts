// Placing the order (the checkout's cart rules, the order followed, the purchase saved): loaded when the customer
// pays, so the checkout page's first paint (the install address form) carries none of it.
export { placeBroadbandOrder } from "@waea/domain/broadband";
