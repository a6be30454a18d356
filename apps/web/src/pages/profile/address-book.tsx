import {
  addAddress,
  deleteAddress,
  editAddress,
  formatAddress,
  loadAddresses,
  setDefaultAddress,
  type AddressDetails,
  type DeliveryAddress,
} from "@waea/domain/profile";
import type * as Effect from "effect/Effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import type { AppServices } from "../../app/services";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { FormAlert, FormStatus } from "../../components/form-alert";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText, failureText, type WebError } from "../../dialogs/error-text";
import { translateMessage } from "../../i18n/message";
import { AddressForm } from "./address-form";
import styles from "./profile-pages.module.css";

type Editing = { readonly kind: "new" } | { readonly kind: "edit"; readonly address: DeliveryAddress };

/**
 * PRO-05: the delivery addresses by rank, the default (rank 1) first and marked; add, edit, delete (after a
 * confirmation) and make default. Every change answers with the new list, which is shown as it comes.
 */
export const AddressBook = ({ customerUuid }: { readonly customerUuid: string }) => {
  const { t } = useTranslation(["profile", "web", "errors"]);
  const runtime = useRuntime();
  const { dialogs } = useAppState();
  const list = useLoad(() => loadAddresses(customerUuid), customerUuid);
  const [editing, setEditing] = useState<Editing | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [done, setDone] = useState<DialogText | undefined>(undefined);

  const change = async <E extends WebError>(
    effect: Effect.Effect<ReadonlyArray<DeliveryAddress>, E, AppServices>,
    doneKey: string,
  ): Promise<boolean> => {
    setAlert(undefined);
    setDone(undefined);
    setPending(true);
    const reply = await runtime.run(effect, { report: false });
    setPending(false);
    if (!reply.ok) {
      setAlert(failureText(reply));
      return false;
    }
    list.replace(reply.value);
    setDone({ key: doneKey });
    return true;
  };
  const save = async (details: AddressDetails, asDefault: boolean) => {
    if (editing === undefined) return;
    const saved =
      editing.kind === "new"
        ? await change(addAddress(customerUuid, details, asDefault), "profile:address_added")
        : await change(
            editAddress(customerUuid, editing.address.AddressUUID, details),
            "profile:address_saved",
          );
    if (saved) setEditing(undefined);
  };
  const remove = async (address: DeliveryAddress) => {
    const confirmed = await dialogs.confirm(
      { key: "profile:delete_address_confirm", params: { address: formatAddress(address) } },
      { key: "profile:delete_address" },
      { destructive: true },
    );
    if (confirmed) await change(deleteAddress(customerUuid, address.AddressUUID), "profile:address_deleted");
  };

  const empty = list.state.status === "ready" && list.state.value.length === 0;
  const addButton = (
    <Button variant={empty ? "primary" : "secondary"} onClick={() => setEditing({ kind: "new" })}>
      {t("profile:add_address")}
    </Button>
  );

  return (
    <Card title={t("profile:addresses")} className="address-book">
      <FormStatus text={done} />
      {editing === undefined ? <FormAlert text={alert} /> : null}
      {list.state.status === "loading" ? (
        <SkeletonGroup>
          <Skeleton shape="block" height="7.5rem" />
          <Skeleton shape="block" height="7.5rem" />
        </SkeletonGroup>
      ) : null}
      {list.state.status === "failed" ? (
        <ErrorState
          level={3}
          title={t("profile:addresses_failed")}
          message={translateMessage(t, errorText(list.state.error))}
          onRetry={list.reload}
        />
      ) : null}
      {empty && editing === undefined ? (
        <EmptyState
          level={3}
          title={t("profile:no_addresses")}
          text={t("profile:no_addresses_text")}
          action={addButton}
        />
      ) : null}
      {list.state.status === "ready" && list.state.value.length > 0 ? (
        <ol className={`address-list ${styles.addresses}`}>
          {list.state.value.map((address) => (
            <li
              key={address.AddressUUID}
              className={`${address.IsDefault ? "address address-default" : "address"} ${styles.address}`}
            >
              <p className={`address-text ${styles.addressText}`} id={`address-${address.AddressUUID}`}>
                <span>{formatAddress(address)}</span>
                {address.IsDefault ? (
                  <>
                    {" "}
                    <strong className={`badge ${styles.badge}`}>{t("profile:default_address")}</strong>
                  </>
                ) : null}
              </p>
              <p className="actions">
                <Button
                  variant="secondary"
                  disabled={pending}
                  onClick={() => setEditing({ kind: "edit", address })}
                  aria-describedby={`address-${address.AddressUUID}`}
                >
                  {t("profile:edit_address")}
                </Button>
                {address.IsDefault ? null : (
                  <Button
                    variant="secondary"
                    disabled={pending}
                    onClick={() =>
                      void change(
                        setDefaultAddress(customerUuid, address.AddressUUID),
                        "profile:address_default_set",
                      )
                    }
                    aria-describedby={`address-${address.AddressUUID}`}
                  >
                    {t("profile:make_default")}
                  </Button>
                )}
                <Button
                  variant="destructive"
                  disabled={pending}
                  onClick={() => void remove(address)}
                  aria-describedby={`address-${address.AddressUUID}`}
                >
                  {t("profile:delete_address")}
                </Button>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {editing !== undefined ? (
        <AddressForm
          key={editing.kind === "new" ? "new" : editing.address.AddressUUID}
          {...(editing.kind === "edit" ? { editing: editing.address } : {})}
          pending={pending}
          alert={alert}
          onSave={(details, asDefault) => void save(details, asDefault)}
          onCancel={() => {
            setAlert(undefined);
            setEditing(undefined);
          }}
        />
      ) : list.state.status === "ready" && !empty ? (
        <p className={styles.add}>{addButton}</p>
      ) : null}
    </Card>
  );
};
