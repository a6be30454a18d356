import type { Settings } from "@waea/domain/config";
import { evaluateRoute, isAllow, staticHref, type RouteId, type VisitorState } from "@waea/domain/routing";

export interface PaymentLink {
  readonly route: RouteId;
  readonly label: string;
}

/** The account's money pages, money in first, then what was paid and billed, then codes to redeem. */
const LINKS: ReadonlyArray<PaymentLink> = [
  { route: "profile.mobile.top-up", label: "payments:topup_title" },
  { route: "profile.pay-bill", label: "payments:paybill_title" },
  { route: "profile.payment-methods", label: "payments:methods_title" },
  { route: "profile.invoices", label: "billing:invoices_title" },
  { route: "profile.receipts", label: "billing:receipts_title" },
  { route: "profile.payments-history", label: "billing:history_title" },
  { route: "profile.mobile.billing", label: "profile:payments_billing" },
  { route: "profile.redeem-voucher", label: "billing:voucher_title" },
  { route: "profile.redeem-promo-code", label: "billing:promo_title" },
];

/**
 * The payments and bills pages this visitor may open from the account page: those the route table's guards and the
 * build's flags allow (top up for prepay, pay bill and billing for postpay), so a link never leads to a redirect.
 * The broadband balance page is linked from the broadband home (dashboard/broadband-links.ts).
 */
export const paymentLinks = (visitor: VisitorState, settings: Settings): ReadonlyArray<PaymentLink> =>
  LINKS.filter(({ route }) => isAllow(evaluateRoute(visitor, settings, staticHref(route))));
