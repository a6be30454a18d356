import { orderDetail, orderHistory, type OrderSummary } from "@waea/domain/checkout";
import { nanosToMillis } from "@waea/domain/ports";
import { orderStatusGroup, orderStatusLabelKey } from "@waea/domain/profile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form-alert";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { i18nKey } from "../../i18n/message";
import { Loader } from "../../shell/loader";
import { ProfilePage } from "./profile-page-frame";
import { withAccount, type AccountPageProps } from "./with-account";

/** One order's lines, read when the customer opens it. */
const OrderLines = ({
  customerUuid,
  order,
}: {
  readonly customerUuid: string;
  readonly order: OrderSummary;
}) => {
  const { t } = useTranslation(["profile", "errors"]);
  const detail = useLoad(() => orderDetail(customerUuid, order.Number), `${customerUuid}:${order.Number}`);
  if (detail.state.status === "loading") return <Loader />;
  if (detail.state.status === "failed") return <FormAlert text={errorText(detail.state.error)} />;
  if (detail.state.status === "crashed") return null;
  return (
    <ul className="order-lines">
      {detail.state.value.OrderItems.map((item, index) => (
        <li key={item.UUID ?? index}>
          {t("profile:order_line", { name: item.Name ?? "", quantity: item.Quantity ?? 1 })}{" "}
          {item.PriceCents === undefined ? null : <Money cents={item.PriceCents} />}
        </li>
      ))}
    </ul>
  );
};

/** PRO-10: the customer's orders, newest first (my-orders comes here), with status and total; lines on demand. */
const OrderHistoryPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["profile", "web", "errors"]);
  const orders = useLoad(() => orderHistory(account.uuid), account.uuid);
  const [open, setOpen] = useState<string | undefined>(undefined);
  return (
    <ProfilePage title="profile:order_history">
      {orders.state.status === "loading" ? <Loader /> : null}
      {orders.state.status === "failed" ? <FormAlert text={errorText(orders.state.error)} /> : null}
      {orders.state.status === "ready" && orders.state.value.length === 0 ? (
        <p>{t("profile:no_orders")}</p>
      ) : null}
      {orders.state.status === "ready" && orders.state.value.length > 0 ? (
        <ul className="orders">
          {orders.state.value.map((order) => (
            <li key={order.Number} className="order">
              <h2>{t("profile:order_number", { number: order.Number })}</h2>
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
              <button
                type="button"
                className="link-button"
                aria-expanded={open === order.Number}
                onClick={() => setOpen(open === order.Number ? undefined : order.Number)}
              >
                {t(open === order.Number ? "profile:hide_items" : "profile:show_items")}
              </button>
              {open === order.Number ? <OrderLines customerUuid={account.uuid} order={order} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </ProfilePage>
  );
};

export default withAccount(OrderHistoryPage);
