import { runSimAction, type SimStatus } from "@waea/domain/sim";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { TextField } from "../../components/text-field";
import { SimActionForm } from "./sim-action-form";
import { simActionRoute, type SimActionProps } from "./sim-action-page";
import { errorsOf } from "./sim-failure";
import styles from "./sim.module.css";

const Swap = ({ customerUUID, product }: SimActionProps) => {
  const { t } = useTranslation(["sim", "web"]);
  const runtime = useRuntime();
  const { settings } = useAppState();
  const [simId, setSimId] = useState("");
  const [done, setDone] = useState<SimStatus | undefined>(undefined);
  return (
    <Card>
      {done === undefined ? null : (
        <p className={styles.done} role="status">
          {t("sim:swap_done", { simId: done.SIMID })}
        </p>
      )}
      <p>{t("sim:swap_text")}</p>
      <SimActionForm
        customerUUID={customerUUID}
        product={product}
        submit="sim:swap_submit"
        run={async (credential) => {
          setDone(undefined);
          const outcome = await runtime.run(
            runSimAction({
              settings,
              customerUUID,
              productUUID: product.UUID,
              productType: product.ProductType ?? "mobile",
              credential,
              command: { action: "swap", simId },
            }),
            { report: false },
          );
          if (outcome.ok) {
            setDone(outcome.value);
            setSimId("");
          }
          return outcome;
        }}
      >
        {(failure) => (
          <TextField
            label={t("sim:swap_sim_id")}
            hint={t("sim:swap_sim_id_hint")}
            inputMode="numeric"
            autoComplete="off"
            maxLength={32}
            value={simId}
            onValue={setSimId}
            errors={errorsOf(failure, "simId")}
          />
        )}
      </SimActionForm>
    </Card>
  );
};

/**
 * SIM-03, profile/mobile/sim-card-actions/sim-swap: move the service to a new SIM by the SIM ID printed on it, after
 * the password or an e-mailed code. A SIM ID of the wrong form is refused beside the field before anything is sent;
 * the operator's refusal (a SIM already in use) is the SIM swap error message (spec 02 §8).
 */
export default simActionRoute("sim:action_swap", Swap);
