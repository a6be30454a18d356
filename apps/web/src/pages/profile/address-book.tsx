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
import { FormAlert, FormStatus } from "../../components/form-alert";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText, failureText, type WebError } from "../../dialogs/error-text";
import { Loader } from "../../shell/loader";
import { AddressForm } from "./address-form";
import { buttonClass } from "../../components/button/button";

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

  return (
    <section className="address-book" aria-labelledby="addresses-title">
      <h2 id="addresses-title">{t("profile:addresses")}</h2>
      <FormStatus text={done} />
      <FormAlert text={alert} />
      {list.state.status === "loading" ? <Loader /> : null}
      {list.state.status === "failed" ? <FormAlert text={errorText(list.state.error)} /> : null}
      {list.state.status === "ready" && list.state.value.length === 0 ? (
        <p>{t("profile:no_addresses")}</p>
      ) : null}
      {list.state.status === "ready" && list.state.value.length > 0 ? (
        <ol className="address-list">
          {list.state.value.map((address) => (
            <li
              key={address.AddressUUID}
              className={address.IsDefault ? "address address-default" : "address"}
            >
              <p className="address-text" id={`address-${address.AddressUUID}`}>
                <span>{formatAddress(address)}</span>
                {address.IsDefault ? (
                  <>
                    {" "}
                    <strong className="badge">{t("profile:default_address")}</strong>
                  </>
                ) : null}
              </p>
              <p className="actions">
                <button
                  type="button"
                  className={buttonClass("secondary")}
                  disabled={pending}
                  onClick={() => setEditing({ kind: "edit", address })}
                  aria-describedby={`address-${address.AddressUUID}`}
                >
                  {t("profile:edit_address")}
                </button>
                {address.IsDefault ? null : (
                  <button
                    type="button"
                    className={buttonClass("secondary")}
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
                  </button>
                )}
                <button
                  type="button"
                  className={buttonClass("destructive")}
                  disabled={pending}
                  onClick={() => void remove(address)}
                  aria-describedby={`address-${address.AddressUUID}`}
                >
                  {t("profile:delete_address")}
                </button>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {editing === undefined ? (
        <p>
          <button type="button" onClick={() => setEditing({ kind: "new" })}>
            {t("profile:add_address")}
          </button>
        </p>
      ) : (
        <AddressForm
          key={editing.kind === "new" ? "new" : editing.address.AddressUUID}
          {...(editing.kind === "edit" ? { editing: editing.address } : {})}
          pending={pending}
          onSave={(details, asDefault) => void save(details, asDefault)}
          onCancel={() => setEditing(undefined)}
        />
      )}
    </section>
  );
};
