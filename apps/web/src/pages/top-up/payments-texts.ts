import { useTranslation } from "react-i18next";

/**
 * The top-up and pay bill pages render first from `pay`, a namespace of their own (their titles, forms, balances
 * and auto top-up card); the payments texts (the domain's messages and refusals, a payment's progress, outcome and
 * receipt, 3 KiB gzip) load when the customer pays or a read fails. A component that shows one of those names
 * "payments" among its namespaces then; a payment loads them before its first step (usePaymentsTexts), so the page
 * does not suspend to its loader as it changes.
 */
export const usePaymentsTexts = (): (() => Promise<void>) => {
  const { i18n } = useTranslation("pay");
  return () => i18n.loadNamespaces(["payments"]);
};
