import type { paymentsCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";
import { paymentAddonHandlers } from "./payments-addons";
import { paymentAutoTopUpHandlers } from "./payments-auto-top-up";
import { paymentBillHandlers } from "./payments-bills";
import { paymentCardHandlers } from "./payments-cards";
import { paymentTopUpHandlers } from "./payments-topup";
import { paymentVoucherHandlers } from "./payments-vouchers";

/**
 * The operator's payments calls (spec 02 §4, §5, §7, §8): cards, bill payments, top-ups, balances, add-on purchases,
 * payment history, vouchers and promo codes. Card payments hand out a ClientSecret; the simulated card provider
 * (payment-provider.ts) settles them when it is confirmed.
 */
export const paymentsHandlers: Handlers<typeof paymentsCalls> = {
  ...paymentCardHandlers,
  ...paymentBillHandlers,
  ...paymentTopUpHandlers,
  ...paymentAddonHandlers,
  ...paymentVoucherHandlers,
  ...paymentAutoTopUpHandlers,
};
