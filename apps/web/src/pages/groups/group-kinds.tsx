import {
  COMPANION_MAX_PEOPLE,
  GroupKinds,
  MIN_SIMS,
  companionPrice,
  groupKindDescriptionKey,
  groupKindLabelKey,
} from "@waea/domain/groups";
import { formatNzd } from "@waea/domain/money";
import * as Either from "effect/Either";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { Table, type TableColumn } from "../../components/table/table";
import { i18nKey } from "../../i18n/message";

interface PriceRow {
  readonly people: number;
  readonly perPerson: string;
  readonly monthly: string;
}

/** The companion price of each size, from the domain's rule ($45 a person under 3, $35 from 3). */
const companionRows = (): ReadonlyArray<PriceRow> =>
  Array.from({ length: COMPANION_MAX_PEOPLE - MIN_SIMS.companion + 1 }, (_, at) => MIN_SIMS.companion + at)
    .map((people) => companionPrice(people))
    .filter(Either.isRight)
    .map(({ right }) => ({
      people: right.people,
      perPerson: formatNzd(right.perPersonCents),
      monthly: formatNzd(right.monthlyCents),
    }));

/** GRP-03: the group kinds with their minimum SIMs, and what a companion group costs by its size. */
export const GroupKindsCard = () => {
  const { t } = useTranslation(["groups"]);
  const columns: ReadonlyArray<TableColumn<PriceRow>> = [
    { key: "people", header: t("groups:price_people"), cell: (row) => row.people, rowHeader: true },
    { key: "each", header: t("groups:price_each"), cell: (row) => row.perPerson, align: "end" },
    { key: "month", header: t("groups:price_month"), cell: (row) => row.monthly, align: "end" },
  ];
  return (
    <Card title={t("groups:kinds_title")}>
      <dl>
        {GroupKinds.map((kind) => (
          <div key={kind}>
            <dt>
              <strong>{t(i18nKey(groupKindLabelKey(kind)))}</strong>
            </dt>
            <dd>
              {t(i18nKey(groupKindDescriptionKey(kind)))}
              <br />
              {t("groups:min_sims", { sims: MIN_SIMS[kind] })}
            </dd>
          </div>
        ))}
      </dl>
      <p>{t("groups:companion_price_note")}</p>
      <Table
        caption={t("groups:price_caption")}
        columns={columns}
        rows={companionRows()}
        rowKey={(row) => String(row.people)}
      />
    </Card>
  );
};
