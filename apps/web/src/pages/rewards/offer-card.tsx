import { nanosToMillis } from "@waea/domain/ports";
import { collectOffer, type CollectOfferReply, type Offer } from "@waea/domain/rewards";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { FormAlert } from "../../components/form-alert";
import { NzDate } from "../../components/nz-date";
import { useIntent } from "../../components/use-intent";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import styles from "./rewards.module.css";

/**
 * An offer (RWD-02): what it gives and until when; collected once (one intent key however often it is pressed),
 * then marked collected with the code to show.
 */
export const OfferCard = ({
  customerUuid,
  offer,
  code,
  onCollected,
}: {
  readonly customerUuid: string;
  readonly offer: Offer;
  /** The code of a collection made on this page (the list read before it does not know it yet). */
  readonly code: string | undefined;
  readonly onCollected: (reply: CollectOfferReply) => void;
}) => {
  const { t } = useTranslation(["rewards", "errors", "web"]);
  const runtime = useRuntime();
  const intent = useIntent();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const collect = async () => {
    setBusy(true);
    setAlert(undefined);
    const key = await intent.key();
    const done = await runtime.run(collectOffer(customerUuid, offer, key), { report: false });
    intent.end();
    setBusy(false);
    if (done.ok) onCollected(done.value);
    else if (!done.defect) setAlert(errorText(done.error));
  };
  return (
    <Card as="li" level={3} title={offer.Name}>
      <p>{offer.Description}</p>
      {offer.ExpiresAtNanos === undefined ? null : (
        <p className={styles.muted}>
          {t("rewards:offer_ends")} <NzDate millis={nanosToMillis(offer.ExpiresAtNanos)} />
        </p>
      )}
      {code !== undefined ? (
        <p role="status">
          {t("rewards:offer_collected_code")} <span className={styles.code}>{code}</span>
        </p>
      ) : offer.Collected === true ? (
        <p>
          <span className={styles.badge}>{t("rewards:collected")}</span>
        </p>
      ) : (
        <Button onClick={() => void collect()} pending={busy}>
          {t("rewards:collect", { name: offer.Name })}
        </Button>
      )}
      <FormAlert text={alert} />
    </Card>
  );
};
