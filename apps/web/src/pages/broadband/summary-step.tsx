import type { BroadbandFlow } from "@waea/domain/broadband";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { Money } from "../../components/money";

/** The order to check before paying (BB-01): the address, what it needs, the plan and the modem. */
export const SummaryFacts = ({ flow }: { readonly flow: BroadbandFlow }) => {
  const { t } = useTranslation("broadband");
  return (
    <dl className="facts">
      <dt>{t("broadband:flow_summary_address")}</dt>
      <dd>{flow.location?.Formatted}</dd>
      <dt>{t("broadband:flow_summary_visit")}</dt>
      <dd>
        {t(
          flow.availability === "service_scope_required"
            ? "broadband:flow_visit_scope"
            : "broadband:flow_visit_install",
        )}
      </dd>
      <dt>{t("broadband:flow_summary_plan")}</dt>
      <dd>
        {flow.plan?.Name} <Money cents={flow.plan?.Price} />
      </dd>
      <dt>{t("broadband:flow_summary_modem")}</dt>
      <dd>
        {flow.with_wifi_router && flow.modem !== undefined ? (
          <>
            {flow.modem.Name} <Money cents={flow.modem.PriceCents} />
          </>
        ) : (
          t("broadband:flow_no_modem")
        )}
      </dd>
    </dl>
  );
};

export const SummaryStep = ({
  flow,
  onConfirm,
  onChange,
}: {
  readonly flow: BroadbandFlow;
  readonly onConfirm: () => void;
  readonly onChange: () => void;
}) => {
  const { t } = useTranslation("broadband");
  return (
    <Card
      title={t("broadband:flow_summary_title")}
      actions={
        <>
          <Button variant="primary" onClick={onConfirm}>
            {t("broadband:flow_to_checkout")}
          </Button>
          <Button variant="secondary" onClick={onChange}>
            {t("broadband:flow_change_plan")}
          </Button>
        </>
      }
    >
      <SummaryFacts flow={flow} />
    </Card>
  );
};
