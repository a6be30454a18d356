import { InvoiceStatusLabelKeys, type InvoiceStatus } from "@waea/domain/billing";
import { useTranslation } from "react-i18next";
import { i18nKey } from "../../i18n/message";
import { StatusBadge, type BadgeTone } from "./status-badge";

const TONE: Readonly<Record<InvoiceStatus, BadgeTone>> = {
  OPEN: "plain",
  PAID: "good",
  DUE: "warn",
  OVERDUE: "bad",
  VOID: "plain",
};

/** An invoice's status in words (the domain's label) as a badge. */
export const InvoiceStatusBadge = ({ status }: { readonly status: InvoiceStatus }) => {
  const { t } = useTranslation("billing");
  return <StatusBadge tone={TONE[status]}>{t(i18nKey(InvoiceStatusLabelKeys[status]))}</StatusBadge>;
};
