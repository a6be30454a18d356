import type { CoreState } from "./core";
import { seedCards } from "./payments-cards-seed";
import { seedPaymentHistory } from "./payments-history-seed";
import { seedPrepayBalances, seedPromoCodes, seedVouchers } from "./payments-extras-seed";
import type { PaymentsState } from "./payments-state";
import type { SeedContext } from "./seed-context";

export type {
  AutoTopUpRule,
  PaymentIntent,
  PaymentPurpose,
  PaymentsState,
  PrepayBalance,
  PromoCode,
  SetupIntent,
  Voucher,
} from "./payments-state";

/** Seeds cards, prepay balances, payment history, vouchers and promo codes for the demo logins (and --bulk). */
export const seedPayments = (ctx: SeedContext, core: CoreState): PaymentsState => ({
  methods: seedCards(ctx, core),
  prepay: seedPrepayBalances(ctx, core),
  postpayCredit: {},
  history: seedPaymentHistory(ctx),
  paymentIntents: {},
  setupIntents: {},
  vouchers: seedVouchers(ctx),
  promoCodes: seedPromoCodes(ctx),
  promoRedemptions: {},
  autoTopUps: {},
  counter: 0,
});
