import type { MobileProduct } from "@waea/domain/account";
import {
  checkSimSettings,
  loadSimSettings,
  readSetting,
  saveSimSettings,
  simSettingLabelKey,
  SimSettingPaths,
  writeSetting,
  type ForcedChange,
  type SimSettingPath,
  type SimSettings,
} from "@waea/domain/sim";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog";
import { ErrorState } from "../../components/error-state/error-state";
import { Form } from "../../components/form/form";
import { FormFooter } from "../../components/form-footer/form-footer";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Toggle } from "../../components/toggle/toggle";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { DEFECT_TEXT, errorText, failureText } from "../../dialogs/error-text";
import { i18nKey } from "../../i18n/message";
import styles from "./sim.module.css";

/** The switches in three groups, in the spec's order (spec 02 §3). */
const GROUPS: ReadonlyArray<{ readonly legend: string; readonly group: string }> = [
  { legend: "sim:settings_forwarding", group: "CallForwarding" },
  { legend: "sim:settings_waiting", group: "CallRestriction" },
  { legend: "sim:settings_barring", group: "Barring" },
];

const pathsOf = (group: string): ReadonlyArray<SimSettingPath> =>
  SimSettingPaths.filter((path) => path.startsWith(`${group}.`));

const Settings = ({
  current,
  customerUUID,
  product,
  onSaved,
}: {
  readonly current: SimSettings;
  readonly customerUUID: string;
  readonly product: MobileProduct;
  readonly onSaved: (saved: SimSettings) => void;
}) => {
  const { t } = useTranslation(["sim", "web"]);
  const runtime = useRuntime();
  const [wanted, setWanted] = useState<SimSettings>(current);
  const [asking, setAsking] = useState<ReadonlyArray<ForcedChange> | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [status, setStatus] = useState<DialogText | undefined>(undefined);
  const label = (path: SimSettingPath) => t(i18nKey(simSettingLabelKey(path)));

  const save = async (confirmed: boolean) => {
    setAlert(undefined);
    setPending(true);
    const reply = await runtime.run(
      saveSimSettings({ customerUUID, mobileUUID: product.UUID, current, wanted, confirmed }),
      { report: false },
    );
    setPending(false);
    setAsking(undefined);
    if (!reply.ok) return setAlert(failureText(reply));
    setWanted(reply.value);
    setStatus({ key: "sim:settings_saved" });
    onSaved(reply.value);
  };

  /** The domain decides what else changes; the save waits until the customer has seen and accepted it. */
  const submit = () => {
    setStatus(undefined);
    const check = checkSimSettings(current, wanted);
    if (check.unchanged) return setStatus({ key: "sim:settings_unchanged" });
    if (!check.saveAllowed) return setAsking(check.forced);
    return save(false);
  };

  return (
    <Form onSubmit={submit} className={styles.stack}>
      {GROUPS.map(({ legend, group }) => (
        <fieldset key={group} className={styles.group}>
          <legend>{t(legend)}</legend>
          {pathsOf(group).map((path) => (
            <Toggle
              key={path}
              label={label(path)}
              checked={readSetting(wanted, path)}
              disabled={pending}
              onChange={(on) => {
                setStatus(undefined);
                setWanted(writeSetting(wanted, path, on));
              }}
            />
          ))}
        </fieldset>
      ))}
      <FormFooter alert={alert} status={status} pending={pending} submit={t("sim:settings_save")} />
      <ConfirmDialog
        open={asking !== undefined}
        title={t("sim:settings_confirm_title")}
        confirmLabel={t("sim:settings_confirm")}
        pending={pending}
        onConfirm={() => void save(true)}
        onCancel={() => setAsking(undefined)}
      >
        <p>{t("sim:confirm_forced_changes")}</p>
        <ul className={styles.changes}>
          {(asking ?? []).map((change) => (
            <li key={change.path}>{t(i18nKey(change.messageKey), { setting: label(change.path) })}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </Form>
  );
};

/**
 * SIM-01: the call settings of the service (call forwarding CFU, CFB, CFNRY, CFNRC; call waiting and hold; incoming
 * and outgoing calls) as switches, saved together. When a change forces others (spec 02 §5) the dialog lists exactly
 * what else changes and nothing is saved until the customer accepts; cancelling keeps the switches as they were set.
 */
export const SimSettingsCard = ({
  customerUUID,
  product,
}: {
  readonly customerUUID: string;
  readonly product: MobileProduct;
}) => {
  const { t } = useTranslation(["sim", "errors", "web"]);
  const loaded = useLoad(
    () => loadSimSettings({ customerUUID, mobileUUID: product.UUID }),
    `${customerUUID}/${product.UUID}`,
  );
  const state = loaded.state;
  return (
    <Card as="section" title={t("sim:settings_title")}>
      {state.status === "loading" ? (
        <SkeletonGroup>
          <Skeleton shape="block" height="24rem" />
        </SkeletonGroup>
      ) : state.status === "ready" ? (
        <Settings
          current={state.value}
          customerUUID={customerUUID}
          product={product}
          onSaved={loaded.replace}
        />
      ) : (
        <ErrorState
          message={(() => {
            const text = state.status === "failed" ? errorText(state.error) : DEFECT_TEXT;
            return t(text.key, text.params ?? {});
          })()}
          onRetry={loaded.reload}
        />
      )}
    </Card>
  );
};
