import { useSignals } from "@preact/signals-react/runtime";
import { adoptService, type AdoptionCommand } from "@waea/domain/onboarding";
import { staticHref } from "@waea/domain/routing";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAppState, useLaterRuntime } from "../../app/app-context";
import { FormAlert } from "../../components/form-alert";
import { PageTitle } from "../../components/page-title";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import type { PageProps } from "../../shell/page-props";
import { useCurrentAccount } from "../profile/use-account";
import { AdoptionForm } from "./adoption-form";
import { buttonClass } from "../../components/button/button";

/** The query key of an adoption token in a link the operator sent. */
const TOKEN_QUERY_KEY = "token";

/**
 * /mobile-onboarding (ONB-02, ONB-09): find the SIM to onboard: by the link's token, by the network the visitor is
 * on, or by phone number or SIM ID (with an SMS code, or a signed-in customer's password). The SIM found goes on to
 * the finalise page, through sign-in when the visitor is not signed in.
 */
const MobileOnboardingPage = ({ query }: PageProps) => {
  useSignals();
  const { t } = useTranslation(["onboarding", "web", "errors"]);
  const later = useLaterRuntime();
  const state = useAppState();
  const account = useCurrentAccount();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [codeSentTo, setCodeSentTo] = useState<AdoptionCommand | undefined>(undefined);

  const adopt = async (command: AdoptionCommand) => {
    setAlert(undefined);
    setPending(true);
    const runtime = await later();
    const reply = await runtime.run(adoptService(command), { report: false });
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    if (reply.value._tag === "CodeSent") return setCodeSentTo(command);
    state.handOff({
      customerUUID: reply.value.customerUUID,
      productUUID: reply.value.productUUID,
      resumeToken: reply.value.resumeToken,
    });
    navigate(staticHref("mobile-onboarding-finalise"));
  };

  // A link's token names the SIM exactly: it is adopted once, on arrival.
  const token = query[TOKEN_QUERY_KEY]?.trim() ?? "";
  const adoptedToken = useRef(false);
  const adoptByToken = useEffectEvent((value: string) => void adopt({ method: "token", token: value }));
  useEffect(() => {
    if (token === "" || adoptedToken.current) return;
    adoptedToken.current = true;
    adoptByToken(token);
  }, [token]);

  return (
    <section className="page page-narrow mobile-onboarding">
      <PageTitle title={t("onboarding:mobile_onboarding_title")} />
      <h1>{t("onboarding:mobile_onboarding_title")}</h1>
      <p>{t("onboarding:mobile_onboarding_text")}</p>
      <FormAlert text={alert} />
      <AdoptionForm
        adopter={account === undefined ? undefined : { authId: account.authId }}
        pending={pending}
        codeSentTo={codeSentTo}
        onAdopt={(command) => void adopt(command)}
        onCancelCode={() => setCodeSentTo(undefined)}
      />
      <h2>{t("onboarding:on_our_network")}</h2>
      <p>{t("onboarding:on_our_network_text")}</p>
      <p>
        <button
          type="button"
          className={buttonClass("secondary")}
          disabled={pending}
          onClick={() => void adopt({ method: "network_address" })}
        >
          {t("onboarding:find_automatically")}
        </button>
      </p>
    </section>
  );
};

export default MobileOnboardingPage;
