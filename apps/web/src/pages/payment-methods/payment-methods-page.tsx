import { listCards, type Card as PaymentCard } from "@waea/domain/payments";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { FormAlert } from "../../components/form-alert";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { CardItem } from "./card-item";
import { cardName } from "./card-name";
import styles from "./payment-methods.module.css";
import { removalText } from "./removal-text";
import { useCardActions } from "./use-card-actions";

const CardsSkeleton = () => (
  <SkeletonGroup>
    <div className={styles.list}>
      <Skeleton shape="card" height="9rem" />
      <Skeleton shape="card" height="9rem" />
    </div>
  </SkeletonGroup>
);

const Cards = ({
  customerUUID,
  cards,
  replace,
}: {
  readonly customerUUID: string;
  readonly cards: ReadonlyArray<PaymentCard>;
  readonly replace: (cards: ReadonlyArray<PaymentCard>) => void;
}) => {
  const { t } = useTranslation("payments");
  const { toasts } = useAppState();
  const actions = useCardActions(customerUUID, replace);
  const [removing, setRemoving] = useState<PaymentCard | undefined>(undefined);
  const add = async () => {
    if (await actions.add()) toasts.show({ key: "payments:methods_added" });
  };
  const makeDefault = async (card: PaymentCard) => {
    if (await actions.makeDefault(card))
      toasts.show({ key: "payments:methods_default_done", params: { card: cardName(t, card) } });
  };
  const remove = async (card: PaymentCard) => {
    const removed = await actions.remove(card);
    setRemoving(undefined);
    if (removed) toasts.show({ key: "payments:methods_removed", params: { card: cardName(t, card) } });
  };
  return (
    <div className={styles.page}>
      <FormAlert text={actions.alert} />
      {cards.length === 0 ? (
        <EmptyState title={t("payments:methods_none_title")} text={t("payments:methods_none_text")} />
      ) : (
        <ul className={styles.list} aria-label={t("payments:methods_list")}>
          {cards.map((card) => (
            <CardItem
              key={card.cardId}
              card={card}
              busy={actions.busy !== undefined}
              onMakeDefault={(chosen) => void makeDefault(chosen)}
              onRemove={setRemoving}
            />
          ))}
        </ul>
      )}
      <Button
        className={styles.add}
        pending={actions.busy === "add"}
        disabled={actions.busy !== undefined}
        onClick={() => void add()}
      >
        {actions.busy === "add" ? t("payments:methods_adding") : t("payments:methods_add")}
      </Button>
      <ConfirmDialog
        open={removing !== undefined}
        variant="destructive"
        title={t("payments:methods_remove_title")}
        confirmLabel={t("payments:methods_remove_confirm")}
        pending={actions.busy === "remove"}
        onConfirm={() => (removing === undefined ? undefined : void remove(removing))}
        onCancel={() => setRemoving(undefined)}
      >
        {removing === undefined ? null : <p>{removalText(t, cards, removing)}</p>}
      </ConfirmDialog>
    </div>
  );
};

/**
 * PAY-01, profile/payment-methods (and the broadband balance's and the no-card flow's add-card routes): the saved
 * cards, default first and expired ones flagged; add one through a setup intent, make one the default, remove one
 * after a destructive confirm. Every rule (which cards show, the refusals, the moving default) is the domain's.
 */
const PaymentMethodsPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["payments", "errors", "web"]);
  const cards = useLoad(() => listCards(account.uuid), account.uuid);
  const failed = cards.state.status === "failed" ? errorText(cards.state.error) : undefined;
  return (
    <ProfilePage title="payments:methods_title">
      <p className="lead">{t("payments:methods_lead")}</p>
      {failed !== undefined ? (
        <ErrorState message={t(failed.key, failed.params ?? {})} onRetry={cards.reload} />
      ) : cards.state.status === "ready" ? (
        <Cards customerUUID={account.uuid} cards={cards.state.value} replace={cards.replace} />
      ) : (
        <CardsSkeleton />
      )}
    </ProfilePage>
  );
};

export default withAccount(PaymentMethodsPage);
