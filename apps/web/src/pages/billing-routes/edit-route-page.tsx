import {
  loadBillingRoutes,
  mayChangeRoute,
  routeTermsForm,
  updateBillingRoute,
  type BillingRoute,
  type RouteTermsText,
} from "@waea/domain/billing-routes";
import { formatNzd } from "@waea/domain/money";
import { staticHref } from "@waea/domain/routing";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form-alert";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import styles from "./billing-routes.module.css";
import { RouteTermsFields } from "./route-terms-fields";

const BACK = { href: staticHref("billing-routes"), label: "billing-routes:back" };

const EditForm = ({
  customerUuid,
  route,
}: {
  readonly customerUuid: string;
  readonly route: BillingRoute;
}) => {
  const { t } = useTranslation(["billing-routes", "errors"]);
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const [, navigate] = useLocation();
  const [terms, setTerms] = useState<RouteTermsText>(() => routeTermsForm(route));
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const save = async () => {
    setBusy(true);
    setAlert(undefined);
    const done = await runtime.run(updateBillingRoute(customerUuid, route.UUID, terms), { report: false });
    setBusy(false);
    if (done.ok) {
      toasts.show({ key: "billing-routes:saved", params: { name: done.value.Name ?? terms.Name } });
      navigate(staticHref("billing-routes"));
    } else if (!done.defect) setAlert(errorText(done.error));
  };
  return (
    <Form className={styles.form} onSubmit={save}>
      <RouteTermsFields
        value={terms}
        onChange={setTerms}
        limitHint={t("billing-routes:limit_now", { limit: formatNzd(route.SpendLimit) })}
      />
      <FormAlert text={alert} />
      <div>
        <Button type="submit" pending={busy}>
          {t("billing-routes:save")}
        </Button>
      </div>
    </Form>
  );
};

/**
 * BR-02, balance/billing-methods/edit/:uuid: the payer changes a route's name, spend cycle, count and limit
 * (the stored limit shown to the cent and kept, a new one in whole dollars, cents stored: the domain's
 * routeTermsForm and routeUpdateRequest). The paid-for account reads it only.
 */
const EditRoutePage = ({ account, params }: AccountPageProps) => {
  const { t } = useTranslation(["billing-routes"]);
  const routes = useLoad(() => loadBillingRoutes(account.uuid), account.uuid);
  const route =
    routes.state.status === "ready"
      ? routes.state.value.routes.find((candidate) => candidate.UUID === params["uuid"])
      : undefined;
  return (
    <ProfilePage title="billing-routes:edit_title" back={BACK}>
      {routes.state.status !== "ready" ? (
        <SkeletonGroup>
          <Skeleton shape="card" height="20rem" />
        </SkeletonGroup>
      ) : route === undefined ? (
        <EmptyState title={t("billing-routes:not_found_title")} text={t("billing-routes:not_found_text")} />
      ) : mayChangeRoute(route) ? (
        <EditForm customerUuid={account.uuid} route={route} />
      ) : (
        <EmptyState title={t("billing-routes:read_only_title")} text={t("billing-routes:read_only_text")} />
      )}
    </ProfilePage>
  );
};

export default withAccount(EditRoutePage);
