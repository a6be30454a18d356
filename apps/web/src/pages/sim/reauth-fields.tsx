import type { ReauthCredential } from "@waea/domain/sim";
import { sendSimAuthCode } from "@waea/domain/sim";
import type { Message } from "@waea/domain/validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { RadioChoice } from "../../components/choice-list/radio-choice";
import { FormAlert, FormStatus } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import styles from "./sim.module.css";

export interface Reauth {
  readonly method: ReauthCredential["method"];
  readonly password: string;
  readonly code: string;
}

export const NO_REAUTH: Reauth = { method: "password", password: "", code: "" };

/** The credential the form carries (the domain checks it: reauthentication.ts). */
export const credentialOf = (reauth: Reauth): ReauthCredential =>
  reauth.method === "password"
    ? { method: "password", password: reauth.password }
    : { method: "email_code", code: reauth.code };

/**
 * SIM-02: who is asking, confirmed by the account password or by a code the operator e-mails (spec 02 §4). The code
 * is sent when the customer asks for it, and the page says where it went.
 */
export const ReauthFields = ({
  customerUUID,
  productUUID,
  value,
  onChange,
  errors,
}: {
  readonly customerUUID: string;
  readonly productUUID: string;
  readonly value: Reauth;
  readonly onChange: (next: Reauth) => void;
  readonly errors: ReadonlyArray<Message> | undefined;
}) => {
  const { t } = useTranslation(["sim", "web"]);
  const runtime = useRuntime();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<DialogText | undefined>(undefined);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const send = async () => {
    setAlert(undefined);
    setSending(true);
    const reply = await runtime.run(sendSimAuthCode({ customerUUID, productUUID }), { report: false });
    setSending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    setSent({ key: "sim:reauth_code_sent", params: { email: reply.value.Email ?? "" } });
  };
  return (
    <fieldset className={styles.group}>
      <legend>{t("sim:reauth_title")}</legend>
      <RadioChoice
        name="reauth-method"
        value="password"
        className={styles.choice ?? ""}
        checked={value.method === "password"}
        onChoose={() => onChange({ ...value, method: "password" })}
      >
        {t("sim:reauth_by_password")}
      </RadioChoice>
      <RadioChoice
        name="reauth-method"
        value="email_code"
        className={styles.choice ?? ""}
        checked={value.method === "email_code"}
        onChoose={() => onChange({ ...value, method: "email_code" })}
      >
        {t("sim:reauth_by_code")}
      </RadioChoice>
      {value.method === "password" ? (
        <TextField
          label={t("sim:reauth_password")}
          type="password"
          autoComplete="current-password"
          value={value.password}
          onValue={(password) => onChange({ ...value, password })}
          errors={errors}
        />
      ) : (
        <>
          <div>
            <Button variant="secondary" pending={sending} onClick={() => void send()}>
              {t(sent === undefined ? "sim:reauth_send_code" : "sim:reauth_send_again")}
            </Button>
          </div>
          <FormStatus text={sent} />
          <FormAlert text={alert} />
          <TextField
            label={t("sim:reauth_code")}
            hint={t("sim:reauth_code_hint")}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={value.code}
            onValue={(code) => onChange({ ...value, code })}
            errors={errors}
          />
        </>
      )}
    </fieldset>
  );
};
