import { SPID } from "@waea/domain/config";
import { staticHref } from "@waea/domain/routing";
import {
  claimRewardsCardRequest,
  linkRewardsCard,
  maskedCardNumber,
  rewardsCardOf,
  unlinkRewardsCard,
  type LinkedRewardsCard,
  type RewardsCardError,
} from "@waea/domain/rewards";
import { message, type FieldErrors, type Validated } from "@waea/domain/validation";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import { FormAlert, FormStatus } from "../../components/form-alert";
import { FormFooter } from "../../components/form-footer/form-footer";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import { ProfilePage } from "./profile-page-frame";
import styles from "./profile-pages.module.css";
import { withAccount, type AccountPageProps } from "./with-account";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { Form } from "../../components/form/form";

type Field = "email" | "password";
const FIELD_OF: Readonly<Record<RewardsCardError, Field>> = {
  "rewards.email_required": "email",
  "rewards.password_required": "password",
};

/** The rewards form rule of the domain (spec 01 §5) with its message beside the field. */
const validateRewardsForm = (email: string, password: string): Validated<true, Field> => {
  const checked = claimRewardsCardRequest({ email, password }, SPID);
  if (Either.isRight(checked)) return Either.right(true);
  const errors: FieldErrors<Field> = { [FIELD_OF[checked.left]]: [message(checked.left)] };
  return Either.left(errors);
};

/** The linked card as its holder knows it: the masked number, the name on it, the rewards e-mail (never its UUID). */
const LinkedCard = ({ card }: { readonly card: LinkedRewardsCard }) => {
  const { t } = useTranslation("profile");
  const number = maskedCardNumber(card);
  const rows: ReadonlyArray<readonly [string, string | undefined]> = [
    ["profile:rewards_card_number", number],
    ["profile:rewards_card_holder", card.HolderName],
    ["profile:rewards_email", card.RewardsEmail],
  ];
  return (
    <dl className={`rewards-card facts ${styles.rowsOfFacts}`}>
      {rows
        .filter((row): row is readonly [string, string] => row[1] !== undefined)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
};

/**
 * PRO-06 (auth-to-set-true-rewards-number): link the rewards card with the rewards e-mail and password; the card is
 * kept on this device for this customer account. A linked card is shown as its holder knows it, with the way to
 * unlink it (after a confirmation); the form comes back once it is unlinked.
 */
const RewardsLinkPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["profile", "rewards", "web", "errors"]);
  const runtime = useRuntime();
  const { dialogs } = useAppState();
  const [done, setDone] = useState<DialogText | undefined>(undefined);
  const linked = useLoad(() => rewardsCardOf(account.uuid), account.uuid);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<Field>(formRef);
  if (linked.state.status === "loading")
    return (
      <ProfilePage
        title="profile:rewards_link"
        back={{ href: staticHref("profile.account"), label: "profile:back_to_account" }}
      >
        <SkeletonGroup>
          <Skeleton shape="card" lines={4} height="20rem" />
        </SkeletonGroup>
      </ProfilePage>
    );
  const card = linked.state.status === "ready" ? Option.getOrUndefined(linked.state.value) : undefined;

  const onSubmit = async () => {
    setAlert(undefined);
    setDone(undefined);
    if (form.check(validateRewardsForm(email, password)) === undefined) return;
    setPending(true);
    const reply = await runtime.run(linkRewardsCard(account.uuid, { email, password }, SPID), {
      report: false,
    });
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    setPassword("");
    setDone({ key: "profile:rewards_linked" });
    linked.replace(Option.some(reply.value));
  };

  const unlink = async () => {
    setAlert(undefined);
    setDone(undefined);
    const confirmed = await dialogs.confirm(
      { key: "profile:rewards_unlink_confirm" },
      { key: "profile:rewards_unlink" },
      { destructive: true },
    );
    if (!confirmed) return;
    setPending(true);
    const reply = await runtime.run(unlinkRewardsCard(account.uuid, SPID), { report: false });
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    setDone({ key: "profile:rewards_unlinked" });
    linked.replace(Option.none());
  };

  return (
    <ProfilePage
      title="profile:rewards_link"
      back={{ href: staticHref("profile.account"), label: "profile:back_to_account" }}
    >
      {card === undefined ? (
        <Card>
          <p>{t("profile:rewards_link_text")}</p>
          <Form ref={formRef} onSubmit={onSubmit}>
            <TextField
              label={t("profile:rewards_email")}
              type="email"
              autoComplete="email"
              value={email}
              onValue={setEmail}
              errors={form.errors.email}
            />
            <TextField
              label={t("web:password")}
              type="password"
              autoComplete="current-password"
              value={password}
              onValue={setPassword}
              errors={form.errors.password}
            />
            <FormFooter alert={alert} status={done} pending={pending} submit={t("rewards:link_card")} />
          </Form>
        </Card>
      ) : (
        <Card
          title={t("profile:rewards_your_card")}
          actions={
            <Button variant="destructive" pending={pending} onClick={() => void unlink()}>
              {t("profile:rewards_unlink")}
            </Button>
          }
        >
          <FormStatus text={done ?? { key: "profile:rewards_linked" }} />
          <LinkedCard card={card} />
          <FormAlert text={alert} />
        </Card>
      )}
    </ProfilePage>
  );
};

export default withAccount(RewardsLinkPage);
