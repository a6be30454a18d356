import { useSignals } from "@preact/signals-react/runtime";
import { orderDetail, orderHistory, type OrderSummary } from "@waea/domain/checkout";
import { nanosToMillis } from "@waea/domain/ports";
import { orderStatusGroup, orderStatusLabelKey } from "@waea/domain/profile";
import { TabLandingRoutes, availableProfileTabs, staticHref } from "@waea/domain/routing";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { Button, buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { Loaded } from "../../components/loaded/loaded";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { i18nKey, translateMessage } from "../../i18n/message";
import styles from "./profile-pages.module.css";
import { ProfilePage } from "./profile-page-frame";
import { withAccount, type AccountPageProps } from "./with-account";
import { EsimStatus } from "../shop/orders/esim-status";

/** One order's lines, read when the customer opens it, and an eSIM order's status with its QR codes (SHOP-06). */
const OrderLines = ({
  customerUuid,
  order,
}: {
  readonly customerUuid: string;
  readonly order: OrderSummary;
}) => {
  const { t } = useTranslation(["profile", "errors", "web"]);
  const detail = useLoad(() => orderDetail(customerUuid, order.Number), `${customerUuid}:${order.Number}`);
  return (
    <Loaded
      load={detail}
      skeleton={
        <SkeletonGroup>
          <Skeleton width="70%" />
          <Skeleton width="50%" />
        </SkeletonGroup>
      }
    >
      {(value) => (
        <>
          <ul className={styles.lines}>
            {value.OrderItems.map((item, index) => (
              <li key={item.UUID ?? index}>
                <span>
                  {t("profile:order_line", { name: item.Name ?? "", quantity: item.Quantity ?? 1 })}
                </span>
                {item.PriceCents === undefined ? null : <Money cents={item.PriceCents} />}
              </li>
            ))}
          </ul>
          {value.OrderItems.some((item) => item.VirtualType === "VT_ESIM") ? (
            <EsimStatus customerUuid={customerUuid} orderNumber={order.Number} />
          ) : null}
        </>
      )}
    </Loaded>
  );
};

/** One order as a card: its number, date, status and total, and its lines on demand. */
const OrderCard = ({
  customerUuid,
  order,
}: {
  readonly customerUuid: string;
  readonly order: OrderSummary;
}) => {
  const { t } = useTranslation(["profile", "web"]);
  const [open, setOpen] = useState(false);
  return (
    <Card as="li" title={t("profile:order_number", { number: order.Number })}>
      <dl className="facts">
        {order.CreatedAtNanos === undefined ? null : (
          <>
            <dt>{t("profile:order_date")}</dt>
            <dd>
              <NzDate millis={nanosToMillis(order.CreatedAtNanos)} />
            </dd>
          </>
        )}
        <dt>{t("profile:order_status")}</dt>
        <dd>{t(i18nKey(orderStatusLabelKey(orderStatusGroup(order.Status))))}</dd>
        {order.AmountCents === undefined ? null : (
          <>
            <dt>{t("profile:order_total")}</dt>
            <dd>
              <Money cents={order.AmountCents} />
            </dd>
          </>
        )}
      </dl>
      <Button variant="link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t(open ? "profile:hide_items" : "profile:show_items")}
      </Button>
      {open ? <OrderLines customerUuid={customerUuid} order={order} /> : null}
    </Card>
  );
};

/** PRO-10: the customer's orders, newest first (my-orders comes here), with status and total; lines on demand. */
const OrderHistoryPage = ({ account }: AccountPageProps) => {
  useSignals();
  const { t } = useTranslation(["profile", "web", "errors"]);
  const state = useAppState();
  const orders = useLoad(() => orderHistory(account.uuid), account.uuid);
  const fibreOnly = state.visitor.value.account?.fibreOnly ?? false;
  const shop = availableProfileTabs(state.settings, fibreOnly).includes("store");
  return (
    <ProfilePage title="profile:order_history">
      {orders.state.status === "loading" ? (
        <SkeletonGroup>
          <div className={styles.stack}>
            <Skeleton shape="card" height="12rem" />
            <Skeleton shape="card" height="12rem" />
          </div>
        </SkeletonGroup>
      ) : null}
      {orders.state.status === "failed" ? (
        <ErrorState
          title={t("profile:orders_failed")}
          message={translateMessage(t, errorText(orders.state.error))}
          onRetry={orders.reload}
        />
      ) : null}
      {orders.state.status === "ready" && orders.state.value.length === 0 ? (
        <EmptyState
          title={t("profile:no_orders")}
          text={t("profile:no_orders_text")}
          {...(shop
            ? {
                action: (
                  <Link href={staticHref(TabLandingRoutes.store)} className={buttonClass("secondary")}>
                    {t("profile:visit_shop")}
                  </Link>
                ),
              }
            : {})}
        />
      ) : null}
      {orders.state.status === "ready" && orders.state.value.length > 0 ? (
        <ul className={styles.stack}>
          {orders.state.value.map((order) => (
            <OrderCard key={order.Number} customerUuid={account.uuid} order={order} />
          ))}
        </ul>
      ) : null}
    </ProfilePage>
  );
};

export default withAccount(OrderHistoryPage);
