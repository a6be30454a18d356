import { loadBonusDetail, redeemBonus, type BonusDetail, type RedeemBonusReply } from "@waea/domain/rewards";
import { staticHref } from "@waea/domain/routing";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog";
import { Loaded } from "../../components/loaded/loaded";
import { FormAlert } from "../../components/form-alert";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Stat } from "../../components/stat/stat";
import { useIntent } from "../../components/use-intent";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import styles from "./rewards.module.css";

const BACK = { href: staticHref("profile.bonuses"), label: "rewards:back_to_bonuses" };

/** What a redemption gave: the code to show and the points left. */
const Redeemed = ({ reply }: { readonly reply: RedeemBonusReply }) => {
  const { t } = useTranslation(["rewards"]);
  return (
    <div role="status">
      <p>{t("rewards:redeemed", { count: reply.RemainingPoints })}</p>
      {reply.Code === undefined ? null : (
        <p>
          {t("rewards:your_code")} <span className={styles.code}>{reply.Code}</span>
        </p>
      )}
    </div>
  );
};

const Detail = ({
  customerUuid,
  detail,
  onRedeemed,
}: {
  readonly customerUuid: string;
  readonly detail: BonusDetail;
  readonly onRedeemed: (reply: RedeemBonusReply) => void;
}) => {
  const { t } = useTranslation(["rewards", "errors", "web"]);
  const runtime = useRuntime();
  const intent = useIntent();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const { bonus } = detail.card;
  const redeem = async () => {
    setBusy(true);
    setAlert(undefined);
    const key = await intent.key();
    const done = await runtime.run(redeemBonus(customerUuid, bonus, detail.totalPoints, key), {
      report: false,
    });
    intent.end();
    setBusy(false);
    setAsking(false);
    if (done.ok) onRedeemed(done.value);
    else if (!done.defect) setAlert(errorText(done.error));
  };
  return (
    <Card title={bonus.Name}>
      <p>{bonus.Description}</p>
      <p className={styles.cost}>{t("rewards:cost", { count: bonus.Points })}</p>
      {detail.card.redeemable ? (
        <Button onClick={() => setAsking(true)} pending={busy}>
          {t("rewards:redeem_for", { count: bonus.Points })}
        </Button>
      ) : (
        <p className={styles.muted}>{t("rewards:short", { count: detail.card.short })}</p>
      )}
      <FormAlert text={alert} />
      <ConfirmDialog
        open={asking}
        title={t("rewards:redeem_title", { name: bonus.Name })}
        confirmLabel={t("rewards:redeem")}
        pending={busy}
        onConfirm={() => void redeem()}
        onCancel={() => setAsking(false)}
      >
        <p>{t("rewards:redeem_text", { count: bonus.Points, total: detail.totalPoints })}</p>
      </ConfirmDialog>
    </Card>
  );
};

/**
 * RWD-01: /profile/bonuses/:uuid: one bonus with the points the customer holds; redeeming asks first, spends the
 * points once however often it is pressed (one intent key), and shows the code and the points left.
 */
const BonusPage = ({ account, params }: AccountPageProps) => {
  const { t } = useTranslation(["rewards", "errors", "web"]);
  const uuid = params["uuid"] ?? "";
  const load = useLoad(() => loadBonusDetail(account.uuid, uuid), `${account.uuid}:${uuid}`);
  const [redeemed, setRedeemed] = useState<RedeemBonusReply | undefined>(undefined);
  return (
    <ProfilePage title="rewards:bonus_title" back={BACK}>
      <Loaded
        load={load}
        skeleton={
          <SkeletonGroup>
            <Skeleton shape="block" height="4rem" />
            <Skeleton shape="card" height="12rem" />
          </SkeletonGroup>
        }
      >
        {(value) => (
          <>
            <div className={styles.points}>
              <Stat
                label={t("rewards:points")}
                value={redeemed?.RemainingPoints ?? value.totalPoints}
                size="large"
              />
            </div>
            {redeemed === undefined ? (
              <Detail customerUuid={account.uuid} detail={value} onRedeemed={(reply) => setRedeemed(reply)} />
            ) : (
              <Card title={value.card.bonus.Name}>
                <Redeemed reply={redeemed} />
              </Card>
            )}
          </>
        )}
      </Loaded>
    </ProfilePage>
  );
};

export default withAccount(BonusPage);
