import {
  cartLines,
  cartPayload,
  cartTotalCents,
  formatEshopAddress,
  isSimKind,
  type LocalCart,
} from "@waea/domain/cart";
import {
  deliveryFormOf,
  emptyDeliveryForm,
  eshopAddressOf,
  type CheckoutIssue,
  type DeliveryForm,
  type PaymentMethod,
  type PortingChoice,
} from "@waea/domain/checkout";
import { formatNzd } from "@waea/domain/money";
import { loadAddresses } from "@waea/domain/profile";
import * as Either from "effect/Either";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../../app/app-context";
import { Button } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { RadioChoice } from "../../../components/choice-list/radio-choice";
import { ConfirmDialog } from "../../../components/confirm-dialog/confirm-dialog";
import { Form } from "../../../components/form/form";
import { FormAlert } from "../../../components/form-alert";
import { Money } from "../../../components/money";
import { useLoad } from "../../../components/use-load";
import type { CurrentAccount } from "../../profile/use-account";
import styles from "../shop.module.css";
import { CheckoutFormSkeleton } from "./checkout-form-skeleton";
import { DeliveryFields } from "./delivery-fields";
import { issuesOf } from "./field-issues";
import { PortingFields } from "./porting-fields";
import { AddressSources } from "./saved-addresses";
import { useCheckout } from "./use-checkout";

/**
 * The checkout of a signed-in customer (SHOP-05): where to deliver (typed, from the address book or the location
 * search), delivery instructions and a contact number, a number to keep, how to pay; then a summary to check
 * before paying, and the payment.
 */
export const CheckoutForm = ({
  cart,
  account,
  onPaymentFailed,
}: {
  readonly cart: LocalCart;
  readonly account: CurrentAccount;
  readonly onPaymentFailed: () => void;
}) => {
  const { t } = useTranslation(["checkout", "cart", "web"]);
  const flags = useAppState().settings.flags;
  const checkout = useCheckout(account.uuid, onPaymentFailed);
  const book = useLoad(() => loadAddresses(account.uuid), account.uuid);
  const [form, setForm] = useState<DeliveryForm>({
    ...emptyDeliveryForm,
    phone: account.customer.MobileNumber ?? "",
  });
  const [porting, setPorting] = useState<PortingChoice | undefined>(undefined);
  const [method, setMethod] = useState<PaymentMethod>("card");
  const [checked, setChecked] = useState<ReadonlyArray<CheckoutIssue> | undefined>(undefined);
  const [reviewing, setReviewing] = useState(false);
  const address = eshopAddressOf(form, {
    name: `${account.customer.FirstName} ${account.customer.LastName}`.trim(),
    email: account.customer.Email,
  });
  const issues = issuesOf(checked ?? checkout.issues);
  const withSim = cartLines(cart).some((line) => isSimKind(line.type));

  const review = async () => {
    const { buildCheckoutPayload } = await import("./checkout-pay");
    const built = buildCheckoutPayload(
      { items: cartPayload(cart).Items, address, porting: withSim ? porting : undefined },
      flags,
    );
    setChecked(Either.isLeft(built) ? built.left : []);
    if (Either.isRight(built)) setReviewing(true);
  };
  const pay = async () => {
    await checkout.pay({ address, method, porting: withSim ? porting : undefined });
    setReviewing(false);
  };

  // The address book is read before the form shows (under the form's skeleton): its list would push the form down.
  if (book.state.status === "loading")
    return <CheckoutFormSkeleton porting={flags.numberPortingAtCheckout && withSim} />;
  return (
    <>
      <Card title={t("checkout:delivery_title")}>
        <AddressSources
          saved={book.state.status === "ready" ? book.state.value : []}
          onPick={(picked) => setForm(deliveryFormOf(form, picked))}
        />
      </Card>
      <Form className={styles.stack} onSubmit={review}>
        <Card title={t("checkout:address_title")}>
          <DeliveryFields form={form} onChange={setForm} issues={issues} />
        </Card>
        {flags.numberPortingAtCheckout && withSim ? (
          <Card title={t("checkout:porting_title")}>
            <PortingFields porting={porting} onChange={setPorting} issues={issues} />
          </Card>
        ) : null}
        <Card title={t("checkout:payment_title")}>
          <fieldset className={styles.group}>
            <legend>{t("checkout:payment_method")}</legend>
            <RadioChoice
              name="method"
              value="card"
              checked={method === "card"}
              onChoose={() => setMethod("card")}
              className={styles.choice ?? ""}
            >
              {t("checkout:pay_by_card")}
            </RadioChoice>
            {flags.afterpay ? (
              <RadioChoice
                name="method"
                value="afterpay"
                checked={method === "afterpay"}
                onChoose={() => setMethod("afterpay")}
                className={styles.choice ?? ""}
              >
                {t("checkout:pay_by_instalments")}
              </RadioChoice>
            ) : null}
          </fieldset>
        </Card>
        <FormAlert text={checkout.alert} />
        <div className="actions">
          <Button type="submit" pending={checkout.paying}>
            {t("checkout:review_order")}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={reviewing}
        title={t("checkout:summary_title")}
        confirmLabel={t("checkout:pay_amount", { amount: formatNzd(cartTotalCents(cart)) })}
        pending={checkout.paying}
        onConfirm={() => void pay()}
        onCancel={() => setReviewing(false)}
      >
        <dl className="facts">
          {cartLines(cart).map((line) => (
            <div key={line.id}>
              <dt>{line.product.item.Name ?? line.id}</dt>
              <dd>
                {line.quantity > 1 ? `${line.quantity} × ` : null}
                <Money cents={line.price} />
              </dd>
            </div>
          ))}
          <div>
            <dt>{t("checkout:summary_total")}</dt>
            <dd>
              <Money cents={cartTotalCents(cart)} />
            </dd>
          </div>
          <div>
            <dt>{t("checkout:summary_address")}</dt>
            <dd>{formatEshopAddress(address)}</dd>
          </div>
          {porting !== undefined && withSim ? (
            <div>
              <dt>{t("checkout:summary_porting")}</dt>
              <dd>{porting.number}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t("checkout:summary_method")}</dt>
            <dd>{t(method === "card" ? "checkout:pay_by_card" : "checkout:pay_by_instalments")}</dd>
          </div>
        </dl>
      </ConfirmDialog>
    </>
  );
};
