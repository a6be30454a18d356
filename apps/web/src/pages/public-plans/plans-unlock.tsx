import { useSignals } from "@preact/signals-react/runtime";
import { isPlansListProtected, unlockPlansList } from "@waea/domain/plans";
import { staticHref } from "@waea/domain/routing";
import type { Message } from "@waea/domain/validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAppState, useLaterRuntime } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { Form } from "../../components/form/form";

/**
 * The password that shows the plan list when one is configured (PLAN-07, spec 03 §5): typed here, checked by the
 * domain, remembered on this device, then the plans page opens. Nothing when the list is not protected or is
 * already unlocked.
 */
export const PlansUnlock = () => {
  useSignals();
  const { t } = useTranslation("plans");
  const state = useAppState();
  const later = useLaterRuntime();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<ReadonlyArray<Message>>([]);
  const [pending, setPending] = useState(false);
  if (!isPlansListProtected(state.settings) || state.facts.value.plansUnlocked) return null;

  const submit = async () => {
    setPending(true);
    const runtime = await later();
    const outcome = await runtime.run(unlockPlansList(state.settings, password), { report: false });
    setPending(false);
    if (!outcome.ok) {
      if (!outcome.defect) setErrors([{ key: outcome.error.key }]);
      return;
    }
    setErrors([]);
    state.setFacts({ plansUnlocked: true });
    navigate(staticHref("plans"));
  };

  return (
    <Card title={t("unlock_title")}>
      <p>{t("unlock_text")}</p>
      <Form onSubmit={submit}>
        <TextField
          label={t("unlock_password")}
          type="password"
          autoComplete="off"
          value={password}
          onValue={setPassword}
          errors={errors}
        />
        <SubmitButton pending={pending}>{t("unlock_submit")}</SubmitButton>
      </Form>
    </Card>
  );
};
