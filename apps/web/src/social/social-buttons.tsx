import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useLaterRuntime } from "../app/app-context";
import type { DialogText } from "../dialogs/dialog-store";
import {
  SocialProviders,
  type SocialFailure,
  type SocialIdentity,
  type SocialProvider,
} from "./social-sign-in";

const NAMES: Readonly<Record<SocialProvider, string>> = {
  GOOGLE: "Google",
  APPLE: "Apple",
  FACEBOOK: "Facebook",
};

/** The message of a failed provider sign-in; Apple's script failure has its own (spec 01 §8). */
export const socialFailureText = (provider: SocialProvider, reason: SocialFailure): DialogText => {
  if (reason === "script" && provider === "APPLE") return { key: "access:apple_script_failed" };
  if (reason === "script")
    return { key: "access:social_script_failed", params: { provider: NAMES[provider] } };
  if (reason === "not_configured")
    return { key: "access:social_not_configured", params: { provider: NAMES[provider] } };
  if (reason === "blocked") return { key: "access:social_blocked", params: { provider: NAMES[provider] } };
  if (reason === "refused") return { key: "access:social_refused", params: { provider: NAMES[provider] } };
  return { key: "access:social_cancelled", params: { provider: NAMES[provider] } };
};

/**
 * Google, Apple and Facebook (AUTH-03): each provider's script (or the simulated provider's popup) opens only when
 * its button is pressed.
 */
export const SocialButtons = ({
  onIdentity,
}: {
  readonly onIdentity: (identity: SocialIdentity) => void;
}) => {
  const { t } = useTranslation(["web", "access"]);
  const later = useLaterRuntime();
  const { dialogs, reserveSocialPopup } = useAppState();
  const [busy, setBusy] = useState<SocialProvider | undefined>(undefined);
  const press = async (provider: SocialProvider) => {
    // In the press itself: the code below loads first, and a popup opened after the press's activation is blocked.
    const release = reserveSocialPopup(provider);
    setBusy(provider);
    const result = await (await later()).social.signIn(provider);
    release();
    setBusy(undefined);
    if (result.ok) onIdentity(result.identity);
    else void dialogs.showError(socialFailureText(provider, result.reason));
  };
  return (
    <div className="social-buttons" role="group" aria-label={t("access:social_group")}>
      {SocialProviders.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`button-social button-${provider.toLowerCase()}`}
          disabled={busy !== undefined}
          aria-busy={busy === provider}
          onClick={() => void press(provider)}
        >
          {t("access:continue_with", { provider: NAMES[provider] })}
        </button>
      ))}
    </div>
  );
};
