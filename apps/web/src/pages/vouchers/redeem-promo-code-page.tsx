import { PaymentsMessages, redeemPromoCode } from "@waea/domain/payments";
import { message } from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { Form } from "../../components/form/form";
import { Card } from "../../components/card/card";
import { FormFooter } from "../../components/form-footer/form-footer";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";

/**
 * PAY-05: apply a promo code to the account. A blank code is refused by the use case before any call ('Please
 * enter a promo code', shown beside the field); the operator's refusals (unknown, expired, applied already) show
 * under the form.
 */
const RedeemPromoCodePage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["billing", "payments", "web"]);
  const runtime = useRuntime();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [done, setDone] = useState<DialogText | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"code">(formRef);

  const onSubmit = async () => {
    setAlert(undefined);
    setDone(undefined);
    form.reset();
    setPending(true);
    const reply = await runtime.run(redeemPromoCode(account.uuid, code), { report: false });
    setPending(false);
    if (reply.ok) {
      setCode("");
      return setDone(
        reply.value.Description === undefined
          ? { key: "billing:promo_applied" }
          : { key: "billing:promo_applied_what", params: { what: reply.value.Description } },
      );
    }
    if (
      !reply.defect &&
      reply.error._tag === "PaymentsError" &&
      reply.error.key === PaymentsMessages.noPromoCode
    )
      return form.fail({ code: [message(PaymentsMessages.noPromoCode)] });
    setAlert(failureText(reply));
  };

  return (
    <ProfilePage title="billing:promo_title">
      <Card>
        <p>{t("billing:promo_text")}</p>
        <Form ref={formRef} onSubmit={onSubmit}>
          <TextField
            label={t("billing:promo_code")}
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            onValue={setCode}
            errors={form.errors.code}
          />
          <FormFooter alert={alert} status={done} pending={pending} submit={t("billing:promo_apply")} />
        </Form>
      </Card>
    </ProfilePage>
  );
};

export default withAccount(RedeemPromoCodePage);
