import { useSignals } from "@preact/signals-react/runtime";
import { editCart, restoreCart, type CartEdit, type LocalCart } from "@waea/domain/cart";
import * as Effect from "effect/Effect";
import { useState } from "react";
import { useAppState, useRuntime } from "../../../app/app-context";
import type { DialogText } from "../../../dialogs/dialog-store";
import { errorText } from "../../../dialogs/error-text";
import { useLoad } from "../../../components/use-load";

/**
 * Who the cart belongs to: the signed-in customer account once it is loaded, nobody for a visitor; undefined while
 * a session is still being opened (the cart waits for it, so it is restored once and attached to the customer).
 */
export const useCartOwner = (): { readonly known: boolean; readonly customerUUID: string | undefined } => {
  useSignals();
  const state = useAppState();
  const session = state.session.value;
  const account = state.account.value;
  if (session.status === "booting") return { known: false, customerUUID: undefined };
  if (session.status !== "signed-in") return { known: true, customerUUID: undefined };
  return account.status === "ready"
    ? { known: true, customerUUID: account.uuid }
    : { known: account.status === "failed" || account.status === "none", customerUUID: undefined };
};

export interface ShopCart {
  /** The cart as restored (undefined until it is). */
  readonly cart: LocalCart | undefined;
  readonly customerUUID: string | undefined;
  readonly busy: boolean;
  readonly alert: DialogText | undefined;
  readonly edit: (edit: CartEdit) => Promise<void>;
}

/**
 * The shop's cart on a page (SHOP-02, SHOP-03): restored when the page opens (by the stored cart id, else by the
 * customer; a visitor's cart is attached to the customer once they have signed in), then changed through the
 * domain's rules and saved on every change.
 */
export const useShopCart = (): ShopCart => {
  const runtime = useRuntime();
  const owner = useCartOwner();
  const key = owner.known ? (owner.customerUUID ?? "visitor") : "unknown";
  const restored = useLoad(
    () =>
      owner.known
        ? restoreCart(owner.customerUUID === undefined ? {} : { customerUUID: owner.customerUUID })
        : Effect.succeed(undefined),
    key,
  );
  // The cart as the last change left it, for the owner it was changed for.
  const [edited, setEdited] = useState<{ readonly key: string; readonly cart: LocalCart } | undefined>(
    undefined,
  );
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);

  const edit = async (change: CartEdit): Promise<void> => {
    setBusy(true);
    setAlert(undefined);
    const result = await runtime.run(
      editCart(change, owner.customerUUID === undefined ? {} : { customerUUID: owner.customerUUID }),
      { report: false },
    );
    setBusy(false);
    if (result.ok) setEdited({ key, cart: result.value });
    else if (!result.defect) setAlert(errorText(result.error));
  };

  const cart =
    edited?.key === key ? edited.cart : restored.state.status === "ready" ? restored.state.value : undefined;
  const failed = restored.state.status === "failed" ? errorText(restored.state.error) : undefined;
  return { cart, customerUUID: owner.customerUUID, busy, alert: alert ?? failed, edit };
};
