import type { Message } from "@waea/domain/validation";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../../components/checkbox-field";
import styles from "./guest.module.css";

/**
 * The captcha of the guest flows with the demo key (the non-production settings): a tick box whose answer is a fresh
 * token for the key, which the fake API takes as the captcha's answer (UserToken). A real provider's key would put
 * its widget here instead.
 */
export const DemoCaptcha = ({
  siteKey,
  token,
  onToken,
  errors,
}: {
  readonly siteKey: string;
  readonly token: string;
  readonly onToken: (token: string) => void;
  readonly errors: ReadonlyArray<Message> | undefined;
}) => {
  const { t } = useTranslation("guest");
  return (
    <div className={styles.captcha} data-sitekey={siteKey}>
      <CheckboxField
        name="captcha"
        label={t("guest:captcha_label")}
        checked={token !== ""}
        onChecked={(checked) => onToken(checked ? `${siteKey}:${globalThis.crypto.randomUUID()}` : "")}
        errors={errors}
      />
    </div>
  );
};
