// A top-up (the amount and payment method rules, the card confirmation, the payment's outcome): loaded when the
// customer pays, so the top-up page and the billing routes' spend form carry none of it before then.
export { CARD_PAYMENT_TYPE, topUp } from "@waea/domain/payments";
