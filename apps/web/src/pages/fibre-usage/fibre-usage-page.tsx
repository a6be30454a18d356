import { loadFibreUsage, type FibreUsage, type FibreUsageDay } from "@waea/domain/broadband";
import { pageCount, pageOf } from "@waea/domain/paging";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Loaded } from "../../components/loaded/loaded";
import { Pager } from "../../components/pager/pager";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Stat } from "../../components/stat/stat";
import { Table, type TableColumn } from "../../components/table/table";
import { useLoad } from "../../components/use-load";
import { NoFibreService } from "../broadband/no-fibre-service";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { dataText } from "../usage/usage-format";
import styles from "./fibre-usage.module.css";

/** A NZ day key ("2026-11-05") in the portal's date format (spec 01 §9: DD-MM-YYYY). */
const dayText = (day: string): string => day.split("-").reverse().join("-");

const Usage = ({ usage }: { readonly usage: FibreUsage }) => {
  const { t } = useTranslation(["broadband", "plans"]);
  const [page, setPage] = useState(1);
  const columns: ReadonlyArray<TableColumn<FibreUsageDay>> = [
    { key: "day", header: t("broadband:usage_day"), cell: (day) => dayText(day.Day), rowHeader: true },
    {
      key: "down",
      header: t("broadband:usage_download"),
      cell: (day) => dataText(t, day.DownloadMB),
      align: "end",
    },
    {
      key: "up",
      header: t("broadband:usage_upload"),
      cell: (day) => dataText(t, day.UploadMB),
      align: "end",
    },
    {
      key: "total",
      header: t("broadband:usage_total"),
      cell: (day) => dataText(t, day.DownloadMB + day.UploadMB),
      align: "end",
    },
  ];
  const period = { start: dayText(usage.usage.PeriodStart), end: dayText(usage.usage.PeriodEnd) };
  return (
    <>
      <Card
        title={t("broadband:usage_period")}
        headerAside={<span className={styles.period}>{t("broadband:usage_period_dates", period)}</span>}
      >
        <div className={styles.stats}>
          <Stat
            label={t("broadband:usage_total")}
            value={dataText(t, usage.totals.totalMB)}
            asOf={usage.usage.AsOfMillis}
            size="large"
          />
          <Stat label={t("broadband:usage_download")} value={dataText(t, usage.totals.downloadMB)} />
          <Stat label={t("broadband:usage_upload")} value={dataText(t, usage.totals.uploadMB)} />
        </div>
        <p className={styles.unlimited}>
          {t("broadband:usage_unlimited", {
            plan: usage.service.plan?.Name ?? t("broadband:subs_unknown_plan"),
          })}
        </p>
      </Card>
      {usage.days.length === 0 ? (
        <EmptyState level={2} title={t("broadband:usage_no_days")} text={t("broadband:usage_no_days_text")} />
      ) : (
        <>
          <Table
            caption={t("broadband:usage_by_day")}
            columns={columns}
            rows={pageOf(usage.days, page)}
            rowKey={(day) => day.Day}
          />
          <Pager page={page} totalPages={pageCount(usage.days.length)} onPage={setPage} />
        </>
      )}
    </>
  );
};

/**
 * BB-04, profile/broadband/ufb/usage: the fibre service's data use this billing period (download, upload, by day,
 * the period's total) with the time it was read. Fibre plans are unlimited: the page says so and shows no meter.
 */
const FibreUsagePage = ({ account }: AccountPageProps) => {
  useTranslation(["broadband", "plans"]);
  const usage = useLoad(() => loadFibreUsage(account.uuid), account.uuid);
  return (
    <ProfilePage title="broadband:usage_title" width="wide">
      <Loaded
        load={usage}
        skeleton={
          <SkeletonGroup>
            <Skeleton shape="card" height="12rem" />
            <Skeleton shape="block" height="20rem" />
          </SkeletonGroup>
        }
      >
        {(value) => (value === undefined ? <NoFibreService /> : <Usage usage={value} />)}
      </Loaded>
    </ProfilePage>
  );
};

export default withAccount(FibreUsagePage);
