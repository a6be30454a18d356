import { staticHref } from "@waea/domain/routing";
import { changePhoneNumber, validatePhoneNumberChoice } from "@waea/domain/sim";
import { mobileNumberText, type Message } from "@waea/domain/validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { Button, buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { NumberChoice } from "./number-choice";
import { SimActionForm } from "./sim-action-form";
import { simActionRoute, type SimActionProps } from "./sim-action-page";
import styles from "./sim.module.css";

type Step =
  | { readonly name: "choose" }
  | { readonly name: "confirm"; readonly number: string }
  | { readonly name: "done"; readonly number: string };

const Change = ({ customerUUID, product }: SimActionProps) => {
  const { t } = useTranslation(["sim", "web"]);
  const runtime = useRuntime();
  const { settings } = useAppState();
  const [step, setStep] = useState<Step>({ name: "choose" });
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [error, setError] = useState<Message | undefined>(undefined);
  const current = product.MSISDN === undefined ? undefined : mobileNumberText(product.MSISDN);
  if (step.name === "done")
    return (
      <Card>
        <p className={styles.done} role="status">
          {t("sim:number_done", { number: mobileNumberText(step.number) })}
        </p>
        <p>
          <Link href={staticHref("profile.mobile")} className={buttonClass("secondary")}>
            {t("sim:number_to_dashboard")}
          </Link>
        </p>
      </Card>
    );
  if (step.name === "confirm")
    return (
      <Card title={t("sim:number_confirm_title")}>
        <p>
          {current === undefined
            ? t("sim:number_confirm_new", { number: mobileNumberText(step.number) })
            : t("sim:number_confirm_text", { from: current, number: mobileNumberText(step.number) })}
        </p>
        <SimActionForm
          customerUUID={customerUUID}
          product={product}
          submit="sim:number_submit"
          run={async (credential) => {
            const outcome = await runtime.run(
              changePhoneNumber({
                settings,
                customerUUID,
                productUUID: product.UUID,
                chosen: step.number,
                credential,
              }),
              { report: false },
            );
            if (outcome.ok) {
              // The account's product carries the number the dashboard and the header show.
              await runtime.session.reloadAccount();
              setStep({ name: "done", number: outcome.value });
            }
            return outcome;
          }}
        />
        <Button variant="link" onClick={() => setStep({ name: "choose" })}>
          {t("sim:number_choose_another")}
        </Button>
      </Card>
    );
  return (
    <Card>
      {current === undefined ? null : <p>{t("sim:number_current", { number: current })}</p>}
      <NumberChoice
        customerUUID={customerUUID}
        product={product}
        chosen={chosen}
        error={error}
        onChoose={(number) => {
          setChosen(number);
          setError(undefined);
        }}
        onContinue={() => {
          const number = validatePhoneNumberChoice(chosen);
          if (number._tag === "Left") return setError({ key: number.left });
          setStep({ name: "confirm", number: number.right });
        }}
      />
    </Card>
  );
};

/**
 * SIM-05, profile/mobile/sim-card-actions/phone-number-change: choose a free number (15 a page), confirm it with the
 * password or an e-mailed code, and the dashboard shows the new number.
 */
export default simActionRoute("sim:action_phone_number_change", Change);
