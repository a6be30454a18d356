import type { StoppedContact } from "@waea/domain/mobile-security";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/empty-state/empty-state";
import { NzDate } from "../../components/nz-date";
import { Table, type TableColumn } from "../../components/table/table";

/** The calls and texts the protection stopped, newest first, as the operator reports them. */
export const SecurityReportTable = ({ stopped }: { readonly stopped: ReadonlyArray<StoppedContact> }) => {
  const { t } = useTranslation("security");
  if (stopped.length === 0) return <EmptyState level={3} title={t("security:report_empty")} />;
  const columns: ReadonlyArray<TableColumn<StoppedContact>> = [
    {
      key: "when",
      header: t("security:report_when"),
      cell: (contact) => <NzDate millis={Date.parse(contact.At)} style="date-time" />,
      rowHeader: true,
    },
    { key: "from", header: t("security:report_from"), cell: (contact) => `+${contact.From}` },
    {
      key: "what",
      header: t("security:report_what"),
      cell: (contact) => t(contact.Channel === "SMS" ? "security:channel_sms" : "security:channel_call"),
    },
    {
      key: "why",
      header: t("security:report_why"),
      cell: (contact) =>
        t(contact.Rule === "BLOCK_LIST" ? "security:rule_block_list" : "security:rule_allow_list"),
    },
  ];
  return (
    <Table
      caption={t("security:report_caption")}
      columns={columns}
      rows={stopped}
      rowKey={(contact) => `${contact.At}:${contact.From}`}
    />
  );
};
