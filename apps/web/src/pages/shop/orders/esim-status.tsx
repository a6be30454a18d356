import { checkEsimOrder, esimOrderStateKey } from "@waea/domain/checkout";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { Loaded } from "../../../components/loaded/loaded";
import { Skeleton, SkeletonGroup } from "../../../components/skeleton/skeleton";
import { useLoad } from "../../../components/use-load";
import { i18nKey } from "../../../i18n/message";
import styles from "../shop.module.css";

/** The QR code drawer and its encoder: loaded only when an eSIM is ready to show. */
const QrCode = lazy(() => import("./qr-code"));

/**
 * An eSIM order's status (SHOP-06): preparing (with a way to look again), then ready with each eSIM's activation
 * code as a QR code a phone scans to install it, and the code as text for typing it in.
 */
export const EsimStatus = ({
  customerUuid,
  orderNumber,
}: {
  readonly customerUuid: string;
  readonly orderNumber: string;
}) => {
  const { t } = useTranslation(["checkout", "errors", "web"]);
  const status = useLoad(() => checkEsimOrder(customerUuid, orderNumber), `${customerUuid}:${orderNumber}`);
  return (
    <Loaded
      load={status}
      skeleton={
        <SkeletonGroup>
          <Skeleton width="60%" />
        </SkeletonGroup>
      }
    >
      {({ state, activationCodes }) => (
        <div className={styles.esim}>
          <p role="status">{t(i18nKey(esimOrderStateKey(state)))}</p>
          {state === "pending" ? (
            <Button variant="secondary" onClick={status.reload}>
              {t("checkout:esim_check_again")}
            </Button>
          ) : null}
          {state === "ready"
            ? activationCodes.map((code, index) => (
                <figure key={code} className={styles.qr}>
                  <Suspense fallback={<Skeleton shape="block" width="200px" height="200px" />}>
                    <QrCode text={code} label={t("checkout:esim_qr", { n: index + 1 })} />
                  </Suspense>
                  <figcaption>
                    {t("checkout:esim_code")} <code>{code}</code>
                  </figcaption>
                </figure>
              ))
            : null}
        </div>
      )}
    </Loaded>
  );
};
