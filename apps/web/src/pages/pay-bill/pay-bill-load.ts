// A bill payment (the amount and payment method rules, the card confirmation, the balance read again after it):
// loaded when the customer pays, so the pay bill page carries none of it before then.
export {
  CARD_PAYMENT_TYPE,
  payBill,
  payFibreBill,
  refreshAccountBillAfterPayment,
  refreshBalanceAfterPayment,
} from "@waea/domain/payments";
