import { staticHref } from "@waea/domain/routing";
import type { Message } from "@waea/domain/validation";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../../components/checkbox-field";

export interface Consent {
  readonly acceptTerms: boolean;
  readonly acceptPrivacy: boolean;
  readonly newsletters: boolean;
  readonly specialOffers: boolean;
}

export const NO_CONSENT: Consent = {
  acceptTerms: false,
  acceptPrivacy: false,
  newsletters: false,
  specialOffers: false,
};

/** Terms and privacy acceptance (required) and the two opt-ins, sent as 2 or 0 (AUTH-05). */
export const ConsentFields = ({
  value,
  onChange,
  errors,
}: {
  readonly value: Consent;
  readonly onChange: (value: Consent) => void;
  readonly errors: {
    readonly acceptTerms?: ReadonlyArray<Message>;
    readonly acceptPrivacy?: ReadonlyArray<Message>;
  };
}) => {
  const { t } = useTranslation(["web", "validation", "access"]);
  const set = (key: keyof Consent) => (checked: boolean) => onChange({ ...value, [key]: checked });
  return (
    <fieldset className="consent">
      <legend>{t("access:consent_legend")}</legend>
      <CheckboxField
        label={t("access:accept_terms")}
        checked={value.acceptTerms}
        onChecked={set("acceptTerms")}
        errors={errors.acceptTerms}
      />
      <CheckboxField
        label={t("access:accept_privacy")}
        checked={value.acceptPrivacy}
        onChecked={set("acceptPrivacy")}
        errors={errors.acceptPrivacy}
      />
      <p className="field-hint">
        <a href={staticHref("terms")} target="_blank" rel="noopener">
          {t("access:read_terms")}
        </a>{" "}
        <a href={staticHref("privacy")} target="_blank" rel="noopener">
          {t("access:read_privacy")}
        </a>
      </p>
      <CheckboxField
        label={t("access:opt_in_newsletters")}
        checked={value.newsletters}
        onChecked={set("newsletters")}
      />
      <CheckboxField
        label={t("access:opt_in_special_offers")}
        checked={value.specialOffers}
        onChecked={set("specialOffers")}
      />
    </fieldset>
  );
};
