import {
  creditExpiresAtMillis,
  hasOverdue,
  outstandingCents,
  type Invoice,
  type InvoiceSummary,
} from "../billing";
import type { PrepayProduct } from "../billing";
import { DAY_MILLIS, formatNzDate } from "../calendar";
import { formatNzd } from "../money";
import { cardExpiryLabel, deriveCards, isCardAboutToExpire, type PaymentMethod } from "../payments";
import type { Finding } from "./finding";
import { ChecksMessages } from "./messages";

/** Prepay credit expiring within this many days is mentioned (info). Decided: the specs name no notice period. */
export const CREDIT_EXPIRY_NOTICE_DAYS = 30;

/**
 * An expired default card is a warning: it is the card payments and renewals are charged to. Another expired card
 * on file is info (it is only used if chosen, and then refused), as are cards in their last month (they are refused
 * for authorization, 02 §5).
 */
export const cardFindings = (
  methods: ReadonlyArray<PaymentMethod>,
  nowMillis: number,
): ReadonlyArray<Finding> =>
  deriveCards(methods, nowMillis).flatMap((card): ReadonlyArray<Finding> => {
    // A card is expired or about to expire only by a known expiry month, so the label is always a date here.
    const expiry = cardExpiryLabel(card.exp_month, card.exp_year);
    const params = { last4: card.last4, expiry: expiry._tag === "Expires" ? expiry.text : "" };
    if (card.is_card_expired)
      return [
        {
          code: "card_expired",
          severity: card.is_default ? "warning" : "info",
          messageKey: ChecksMessages.cardExpired,
          params,
          subject: card.cardId,
        },
      ];
    if (isCardAboutToExpire(card.exp_month, card.exp_year, nowMillis))
      return [
        {
          code: "card_about_to_expire",
          severity: "info",
          messageKey: ChecksMessages.cardAboutToExpire,
          params,
          subject: card.cardId,
        },
      ];
    return [];
  });

/** An overdue invoice raises a warning (spec 02 §4), with the count and what is still owed. */
export const invoiceFindings = (
  invoices: ReadonlyArray<Pick<Invoice, "Status" | "RemainingAmountCents">>,
  summary: InvoiceSummary | undefined,
): ReadonlyArray<Finding> => {
  if (!hasOverdue(invoices, summary)) return [];
  const count = summary?.OverdueCount ?? invoices.filter((invoice) => invoice.Status === "OVERDUE").length;
  const owed = (summary?.DueCents ?? 0) + (summary?.OverdueCents ?? 0);
  const amount = formatNzd(summary?.OverdueCents === undefined ? outstandingCents(invoices) : owed);
  return [
    {
      code: "overdue_invoices",
      severity: "warning",
      messageKey: ChecksMessages.overdueInvoices,
      params: { count, amount },
    },
  ];
};

/**
 * Prepay credit that has expired is a warning, credit expiring within the notice period is info (PAY-10: 365 days
 * after creation unless the operator says otherwise). A product without credit has nothing to lose.
 */
export const creditFindings = (
  products: ReadonlyArray<PrepayProduct>,
  nowMillis: number,
): ReadonlyArray<Finding> =>
  products.flatMap((product): ReadonlyArray<Finding> => {
    const credit = product.MainBalCreditCents ?? 0;
    const expires = creditExpiresAtMillis(product);
    if (credit <= 0 || expires === undefined) return [];
    const params = { product: product.UUID, amount: formatNzd(credit), date: formatNzDate(expires) };
    if (expires <= nowMillis)
      return [
        {
          code: "credit_expired",
          severity: "warning",
          messageKey: ChecksMessages.creditExpired,
          params,
          subject: product.UUID,
        },
      ];
    if (expires - nowMillis <= CREDIT_EXPIRY_NOTICE_DAYS * DAY_MILLIS)
      return [
        {
          code: "credit_expiring",
          severity: "info",
          messageKey: ChecksMessages.creditExpiring,
          params,
          subject: product.UUID,
        },
      ];
    return [];
  });
