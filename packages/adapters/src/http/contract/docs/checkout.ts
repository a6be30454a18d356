import type { CallDocs } from "./call-doc";

const CHECKOUT =
  "Check out the shop cart: an order, and the ClientSecret of its card payment when there is one to pay; an anonymous cart named by UUID needs its token (X-Cart-Token)";
const ORDER = "One order: its lines with their products and its status";

/** The checkout calls as docs/api.md describes them (../checkout.ts has the calls themselves). */
export const checkoutDocs: CallDocs = {
  "checkout.checkout": { summary: CHECKOUT, spec: "03 §3, §4, §5, §7" },
  "checkout.checkoutV3": { summary: CHECKOUT, spec: "03 §3, §4, §5, §7" },
  "checkout.checkoutV2": {
    summary: "Order broadband with the v2 payload (ExternalReference): ClientSecret and OrderID",
    spec: "03 §3, §4, §5, §7",
  },
  "checkout.order": { summary: ORDER, spec: "03 §7" },
  "checkout.orderV2": { summary: `${ORDER}, with OrderNotes`, spec: "03 §7" },
  "checkout.orderV3": { summary: ORDER, spec: "03 §7" },
  "checkout.orders": { summary: "The customer's e-shop orders, newest first", spec: "03 §7" },
  "checkout.esimOrderStatus": {
    summary: "Where an eSIM order stands: its status and, once ready, each eSIM's activation code",
    spec: "03 §7",
  },
};
