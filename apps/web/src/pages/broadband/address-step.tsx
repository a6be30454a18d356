import {
  searchBroadbandAddress,
  shouldSearchAddress,
  type BroadbandLocation,
  type BroadbandNetwork,
} from "@waea/domain/broadband";
import { message } from "@waea/domain/validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { RadioChoice } from "../../components/choice-list/radio-choice";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form-alert";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import styles from "./broadband.module.css";

/**
 * The first step (BB-01): the network (fibre or fixed wireless, those the build offers), the address typed and
 * searched from 3 characters, one premises chosen, then its availability checked.
 */
export const AddressStep = ({
  networks,
  busy,
  alert,
  onCheck,
}: {
  readonly networks: ReadonlyArray<BroadbandNetwork>;
  readonly busy: boolean;
  readonly alert: DialogText | undefined;
  readonly onCheck: (network: BroadbandNetwork, location: BroadbandLocation) => void;
}) => {
  const { t } = useTranslation(["broadband", "validation"]);
  const runtime = useRuntime();
  const [network, setNetwork] = useState<BroadbandNetwork>(networks[0] ?? "ufb");
  const [text, setText] = useState("");
  const [tooShort, setTooShort] = useState(false);
  const [found, setFound] = useState<ReadonlyArray<BroadbandLocation> | undefined>(undefined);
  const [chosen, setChosen] = useState<BroadbandLocation | undefined>(undefined);
  const [searching, setSearching] = useState(false);
  const [searchAlert, setSearchAlert] = useState<DialogText | undefined>(undefined);

  const search = async (): Promise<void> => {
    setSearchAlert(undefined);
    if (!shouldSearchAddress(text)) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    setSearching(true);
    const result = await runtime.run(searchBroadbandAddress(network, text), { report: false });
    setSearching(false);
    if (!result.ok) {
      setSearchAlert(failureText(result));
      return;
    }
    setFound(result.value);
    setChosen(result.value.length === 1 ? result.value[0] : undefined);
  };

  return (
    <Card title={t("broadband:flow_address_title")}>
      <Form onSubmit={search} className={styles.form ?? ""}>
        {networks.length > 1 ? (
          <fieldset className={styles.choices}>
            <legend>{t("broadband:flow_network")}</legend>
            {networks.map((option) => (
              <RadioChoice
                key={option}
                name="network"
                value={option}
                checked={network === option}
                onChoose={() => {
                  setNetwork(option);
                  setFound(undefined);
                  setChosen(undefined);
                }}
                className={styles.choice ?? ""}
              >
                {t(option === "ufb" ? "broadband:flow_network_ufb" : "broadband:flow_network_fwa")}
              </RadioChoice>
            ))}
          </fieldset>
        ) : null}
        <TextField
          label={t("broadband:flow_address")}
          hint={t("broadband:flow_address_hint")}
          value={text}
          onValue={setText}
          autoComplete="street-address"
          errors={tooShort ? [message("broadband.flow_address_too_short")] : undefined}
        />
        <FormAlert text={searchAlert} />
        <div className="actions">
          <SubmitButton pending={searching}>{t("broadband:flow_search")}</SubmitButton>
        </div>
      </Form>
      {found === undefined ? null : found.length === 0 ? (
        <p role="status">{t("broadband:flow_no_addresses")}</p>
      ) : (
        <fieldset className={styles.choices}>
          <legend>{t("broadband:flow_addresses")}</legend>
          {found.map((location) => (
            <RadioChoice
              key={location.LocationProviderIDX}
              name="premises"
              value={location.LocationProviderIDX}
              checked={chosen?.LocationProviderIDX === location.LocationProviderIDX}
              onChoose={() => setChosen(location)}
              className={styles.choice ?? ""}
            >
              {location.Formatted}
            </RadioChoice>
          ))}
        </fieldset>
      )}
      <FormAlert text={alert} />
      {chosen === undefined ? null : (
        <div className="actions">
          <Button variant="primary" pending={busy} onClick={() => onCheck(network, chosen)}>
            {t("broadband:flow_check")}
          </Button>
        </div>
      )}
    </Card>
  );
};
