import {
  AccountTypeLabelKeys,
  billingKind,
  type BillingKind,
  type MobileProduct,
} from "@waea/domain/account";
import { formatNzd } from "@waea/domain/money";
import { staticHref } from "@waea/domain/routing";
import { billingTypeTargets, checkBillingTypeTransfer, transferBillingType } from "@waea/domain/sim";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { FormAlert, FormStatus } from "../../components/form-alert";
import { Button, buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import { i18nKey } from "../../i18n/message";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import styles from "./billing-type-page.module.css";
import { AccountProduct } from "../profile/account-product";
import { Form } from "../../components/form/form";

const typeKey = (kind: BillingKind): string => i18nKey(AccountTypeLabelKeys[kind]);

/** What the operator said no to: the spec's words, and how much is owed with the way to pay it. */
interface Refusal {
  readonly text: DialogText | undefined;
  readonly owedCents: number | undefined;
}

const Transfer = ({ account, product }: AccountPageProps & { readonly product: MobileProduct }) => {
  const { t } = useTranslation(["billing", "account", "web"]);
  const runtime = useRuntime();
  const { settings, dialogs } = useAppState();
  const from = billingKind(product.BillingReference);
  const targets = billingTypeTargets(from);
  const [to, setTo] = useState<BillingKind | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  const [done, setDone] = useState<DialogText | undefined>(undefined);

  const submit = async () => {
    setRefusal(undefined);
    setDone(undefined);
    if (to === undefined)
      return setRefusal({ text: { key: "billing:transfer_choose" }, owedCents: undefined });
    const input = { settings, customerUUID: account.uuid, product, to };
    setPending(true);
    const checked = await runtime.run(checkBillingTypeTransfer(input), { report: false });
    if (!checked.ok) {
      setPending(false);
      const owed =
        !checked.defect && checked.error._tag === "BillingTypeTransferRefused"
          ? checked.error.owedCents
          : undefined;
      return setRefusal({ text: failureText(checked), owedCents: owed });
    }
    const confirmed = await dialogs.confirm(
      {
        key: "billing:transfer_confirm",
        params: {
          from: t(from === undefined ? "account:type.not_activated" : typeKey(from)),
          to: t(typeKey(to)),
        },
      },
      { key: "billing:transfer_confirm_button" },
    );
    if (!confirmed) return setPending(false);
    const moved = await runtime.run(transferBillingType(input), { report: false });
    if (!moved.ok) {
      setPending(false);
      const owed =
        !moved.defect && moved.error._tag === "BillingTypeTransferRefused"
          ? moved.error.owedCents
          : undefined;
      return setRefusal({ text: failureText(moved), owedCents: owed });
    }
    await runtime.session.reloadAccount();
    setPending(false);
    setTo(undefined);
    setDone({ key: "billing:transfer_done", params: { type: t(typeKey(to)) } });
  };

  return (
    <Card>
      <p className={styles.current}>
        {t("billing:transfer_current", {
          type: t(from === undefined ? "account:type.not_activated" : typeKey(from)),
        })}
      </p>
      <p>{t("billing:transfer_text")}</p>
      <FormStatus text={done} />
      <Form onSubmit={submit}>
        <fieldset className={styles.types}>
          <legend>{t("billing:transfer_to")}</legend>
          {targets.map((kind) => (
            <label key={kind} className={styles.choice}>
              <input
                type="radio"
                name="billing-type"
                value={kind}
                checked={to === kind}
                onChange={() => setTo(kind)}
              />
              <span>{t(typeKey(kind))}</span>
            </label>
          ))}
        </fieldset>
        <FormAlert text={refusal?.text} />
        {refusal?.owedCents === undefined ? null : (
          <div className={styles.owed}>
            <p className={styles.owedAmount}>
              {t("billing:transfer_owed", { amount: formatNzd(refusal.owedCents) })}
            </p>
            <p>
              <Link href={staticHref("profile.pay-bill")} className={buttonClass("secondary")}>
                {t("billing:transfer_pay_now")}
              </Link>
            </p>
          </div>
        )}
        <Button type="submit" pending={pending}>
          {t("billing:transfer_continue")}
        </Button>
      </Form>
    </Card>
  );
};

/**
 * PLAN-10, /sim-transfer-product-type: move the mobile service between postpay, prepay and PAYG. The operator's dry
 * run says what is owed: while anything is, the change is refused with the amount and the way to pay it (spec
 * 02 §4); otherwise the change is confirmed, then made.
 */
const BillingTypePage = (props: AccountPageProps) => {
  const { t } = useTranslation("billing");
  return (
    <ProfilePage
      title="billing:transfer_title"
      back={{ href: staticHref("profile.mobile.sim-card-actions"), label: "billing:transfer_back" }}
    >
      <AccountProduct account={props.account} empty={<EmptyState title={t("billing:transfer_no_product")} />}>
        {(product) => <Transfer {...props} product={product} />}
      </AccountProduct>
    </ProfilePage>
  );
};

export default withAccount(BillingTypePage);
