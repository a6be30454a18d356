import {
  chooseFibreService,
  chosenFibreService,
  loadChosenFibreService,
  loadFibreServices,
  type FibreService,
} from "@waea/domain/broadband";
import { REDIRECT_QUERY_KEY, safeRedirectTarget, staticHref } from "@waea/domain/routing";
import * as Effect from "effect/Effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { Money } from "../../components/money";
import { PageTitle } from "../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { DEFECT_TEXT, errorText } from "../../dialogs/error-text";
import { i18nKey } from "../../i18n/message";
import type { PageProps } from "../../shell/page-props";
import { useCurrentAccount } from "../profile/use-account";
import styles from "./broadband.module.css";

const Services = ({
  services,
  chosen,
  onChoose,
  choosing,
}: {
  readonly services: ReadonlyArray<FibreService>;
  readonly chosen: string | undefined;
  readonly onChoose: (uuid: string) => void;
  readonly choosing: boolean;
}) => {
  const { t } = useTranslation(["broadband", "dashboard", "account"]);
  const current = chosenFibreService(services, chosen)?.product.UUID;
  return (
    <ul className={styles.list} aria-label={t("broadband:select_list")}>
      {services.map(({ product, plan, statusKey }) => {
        const name = plan?.Name ?? t("broadband:subs_unknown_plan");
        const isCurrent = product.UUID === current;
        return (
          <Card
            as="li"
            key={product.UUID}
            title={name}
            actions={
              <Button
                variant={isCurrent ? "secondary" : "primary"}
                disabled={choosing}
                aria-label={t("broadband:select_use", { name, id: product.ServiceID ?? "" })}
                onClick={() => onChoose(product.UUID)}
              >
                {isCurrent ? t("broadband:select_continue") : t("broadband:select_choose")}
              </Button>
            }
          >
            <p className={styles.muted} aria-current={isCurrent ? "true" : undefined}>
              {t(i18nKey(statusKey))}
              {plan === undefined ? null : (
                <>
                  {" · "}
                  <Money cents={plan.PriceCents} />
                </>
              )}
              {product.ServiceID === undefined ? null : (
                <>
                  {" · "}
                  {t("dashboard:fibre_service_id", { id: product.ServiceID })}
                </>
              )}
            </p>
            {isCurrent ? <p>{t("broadband:select_current")}</p> : null}
          </Card>
        );
      })}
    </ul>
  );
};

/**
 * select-ufb-product (spec 01 §2, BB-04): an account with several fibre services chooses the one its broadband
 * pages show (kept on the device until logout), then goes on to where it was headed or its broadband home.
 */
const SelectUfbProductPage = ({ query }: PageProps) => {
  const { t } = useTranslation(["broadband", "errors"]);
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const [, navigate] = useLocation();
  const customerUUID = useCurrentAccount()?.uuid ?? "";
  const [choosing, setChoosing] = useState(false);
  const loaded = useLoad(
    () => Effect.all({ services: loadFibreServices(customerUUID), chosen: loadChosenFibreService }),
    `${customerUUID}/fibre-services`,
  );
  const choose = async (uuid: string): Promise<void> => {
    setChoosing(true);
    await runtime.run(chooseFibreService(uuid));
    setChoosing(false);
    toasts.show({ key: "broadband:select_done" });
    navigate(safeRedirectTarget(query[REDIRECT_QUERY_KEY]) ?? staticHref("profile.broadband"));
  };
  const state = loaded.state;
  return (
    <section className={`page page-form ${styles.page ?? ""}`}>
      <PageTitle title={t("broadband:select_title")} />
      <h1>{t("broadband:select_title")}</h1>
      <p className="lead">{t("broadband:select_lead")}</p>
      {state.status === "loading" ? (
        <SkeletonGroup>
          <Skeleton shape="card" height="9rem" />
          <Skeleton shape="card" height="9rem" />
        </SkeletonGroup>
      ) : state.status === "ready" ? (
        state.value.services.length === 0 ? (
          <EmptyState title={t("broadband:subs_none")} text={t("broadband:subs_none_text")} />
        ) : (
          <Services
            services={state.value.services}
            chosen={state.value.chosen}
            choosing={choosing}
            onChoose={(uuid) => void choose(uuid)}
          />
        )
      ) : (
        <ErrorState
          message={(() => {
            const text = state.status === "failed" ? errorText(state.error) : DEFECT_TEXT;
            return t(text.key, text.params ?? {});
          })()}
          onRetry={loaded.reload}
        />
      )}
    </section>
  );
};

export default SelectUfbProductPage;
