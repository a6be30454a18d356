import {
  isRouteSpendPurpose,
  type RouteHistoryEntry,
  type RouteSpendPurpose,
} from "@waea/domain/billing-routes";
import { formatNzd } from "@waea/domain/money";
import { nanosToMillis } from "@waea/domain/ports";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { Table, type TableColumn } from "../../components/table/table";

/** What a spend paid for, in the page's language: every key the operator writes has its words here. */
const WHAT: Readonly<Record<RouteSpendPurpose, string>> = {
  top_up: "billing-routes:what_top_up",
  add_on: "billing-routes:what_add_on",
  bill_payment: "billing-routes:what_bill_payment",
};

/** A purpose this page does not know (or none) reads as "a purchase", never as the raw key. */
const whatText = (t: TFunction, what: string | undefined): string =>
  t(isRouteSpendPurpose(what) ? WHAT[what] : "billing-routes:what_unknown");

const describe = (t: TFunction, entry: RouteHistoryEntry): string => {
  const who = entry.ByName ?? t("billing-routes:someone");
  switch (entry.Kind) {
    case "spent":
      return t("billing-routes:history_spent", {
        who,
        what: whatText(t, entry.What),
        payer: entry.ChargedToName ?? t("billing-routes:someone"),
      });
    case "created":
      return entry.SpendLimit === undefined
        ? t("billing-routes:history_created", { who })
        : t("billing-routes:history_created_limit", { who, limit: formatNzd(entry.SpendLimit) });
    case "changed":
      return t("billing-routes:history_changed", {
        who,
        limit: formatNzd(entry.SpendLimit),
      });
  }
};

/**
 * A route's audit trail (ours): who spent what through it, who opened or changed it, when; newest first. The card
 * heads it with "History": the caption naming the route is for screen readers only, not a second title.
 */
export const RouteHistory = ({
  name,
  entries,
}: {
  readonly name: string;
  readonly entries: ReadonlyArray<RouteHistoryEntry>;
}) => {
  const { t } = useTranslation(["billing-routes"]);
  const columns: ReadonlyArray<TableColumn<RouteHistoryEntry>> = [
    {
      key: "when",
      header: t("billing-routes:history_when"),
      cell: (entry) => <NzDate millis={nanosToMillis(entry.AtNanos)} style="date-time" />,
      rowHeader: true,
    },
    { key: "what", header: t("billing-routes:history_what"), cell: (entry) => describe(t, entry) },
    {
      key: "amount",
      header: t("billing-routes:history_amount"),
      cell: (entry) => (entry.AmountCents === undefined ? "" : <Money cents={entry.AmountCents} />),
      align: "end",
    },
  ];
  return entries.length === 0 ? (
    <p>{t("billing-routes:history_none")}</p>
  ) : (
    <Table
      caption={t("billing-routes:history_caption", { name })}
      captionHidden
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.UUID}
    />
  );
};
