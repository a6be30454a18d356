import { checkVoucher, redeemVoucher, type VoucherCheck } from "@waea/domain/payments";
import { validateVoucherCode, VOUCHER_LENGTH } from "@waea/domain/validation";
import { formatNzd } from "@waea/domain/money";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { Form } from "../../components/form/form";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { FormFooter } from "../../components/form-footer/form-footer";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import styles from "./vouchers.module.css";

/**
 * PAY-05: redeem a voucher on the account's mobile service in two steps: check the 13-digit code (the domain's
 * validator first: a bad code is refused beside the field and nothing is sent), which says what it is worth, then
 * redeem it. A voucher redeems once: the second time the check says it has already been redeemed.
 */
const RedeemVoucherPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["billing", "payments", "validation", "web"]);
  const runtime = useRuntime();
  const [code, setCode] = useState("");
  const [checked, setChecked] = useState<VoucherCheck | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [done, setDone] = useState<DialogText | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"code">(formRef);
  const product = account.product;
  if (product === undefined)
    return (
      <ProfilePage title="billing:voucher_title">
        <EmptyState title={t("billing:voucher_no_service")} text={t("billing:voucher_no_service_text")} />
      </ProfilePage>
    );

  const check = async () => {
    setAlert(undefined);
    setDone(undefined);
    const valid = form.check(validateVoucherCode(code));
    if (valid === undefined) return;
    setPending(true);
    const reply = await runtime.run(checkVoucher(account.uuid, product.UUID, valid), { report: false });
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    setChecked(reply.value);
  };

  const redeem = async (voucher: VoucherCheck) => {
    setAlert(undefined);
    setPending(true);
    const reply = await runtime.run(redeemVoucher(account.uuid, product.UUID, voucher.code), {
      report: false,
    });
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    const credit = reply.value.creditCents ?? voucher.creditCents;
    setDone(
      credit === undefined
        ? { key: "billing:voucher_redeemed" }
        : { key: "billing:voucher_redeemed_credit", params: { amount: formatNzd(credit) } },
    );
    setChecked(undefined);
    setCode("");
  };

  const startAgain = () => {
    setChecked(undefined);
    setAlert(undefined);
  };

  return (
    <ProfilePage title="billing:voucher_title">
      <Card>
        <p>{t("billing:voucher_text", { length: VOUCHER_LENGTH })}</p>
        {checked === undefined ? (
          <Form ref={formRef} onSubmit={check}>
            <TextField
              label={t("billing:voucher_code")}
              hint={t("billing:voucher_code_hint", { length: VOUCHER_LENGTH })}
              inputMode="numeric"
              autoComplete="off"
              maxLength={VOUCHER_LENGTH + 7}
              value={code}
              onValue={setCode}
              errors={form.errors.code}
            />
            <FormFooter alert={alert} status={done} pending={pending} submit={t("billing:voucher_check")} />
          </Form>
        ) : (
          <Form className={styles.checked} onSubmit={() => redeem(checked)}>
            <p role="status">
              {checked.creditCents === undefined
                ? t("billing:voucher_valid", { code: checked.code })
                : t("billing:voucher_valid_credit", {
                    code: checked.code,
                    amount: formatNzd(checked.creditCents),
                  })}
            </p>
            <FormFooter
              alert={alert}
              pending={pending}
              submit={t("billing:voucher_redeem")}
              aside={
                <Button variant="secondary" onClick={startAgain} disabled={pending}>
                  {t("billing:voucher_other_code")}
                </Button>
              }
            />
          </Form>
        )}
      </Card>
    </ProfilePage>
  );
};

export default withAccount(RedeemVoucherPage);
