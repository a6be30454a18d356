import {
  addonForPurchase,
  addonPriceCents,
  confirmAddonPurchase,
  defaultCard,
  purchaseAddon,
  type AddonPaidFrom,
  type AddonPurchaseKind,
  type Card,
} from "@waea/domain/payments";
import type { CatalogEntry } from "@waea/domain/plans";
import { useState } from "react";
import { useRuntime } from "../../app/app-context";
import type { DialogText } from "../../dialogs/dialog-store";
import { i18nKey } from "../../i18n/message";
import { purchaseFailureText } from "./purchase-failure-text";
import { useIntent } from "../../components/use-intent";

/** Where a purchase stands on the page: browsing, checking it, paying (and retrying), confirming the card, done. */
export type PurchasePhase =
  | { readonly tag: "browse" }
  | { readonly tag: "review"; readonly entry: CatalogEntry }
  | { readonly tag: "buying"; readonly entry: CatalogEntry; readonly paidFrom: AddonPaidFrom }
  | { readonly tag: "confirming"; readonly entry: CatalogEntry }
  | {
      readonly tag: "done";
      readonly entry: CatalogEntry;
      readonly paidFrom: AddonPaidFrom;
      readonly priceCents: number;
      /** The balance after a purchase from it, as the operator's reply has it. */
      readonly balanceCents: number | undefined;
    }
  | { readonly tag: "pending"; readonly entry: CatalogEntry; readonly message: DialogText };

export interface PurchaseContext {
  readonly kind: AddonPurchaseKind;
  readonly customerUUID: string;
  readonly productUUID: string;
  readonly cards: ReadonlyArray<Card>;
  /** After a purchase went through: the account (the product's add-ons) and the offers (the balance) read again. */
  readonly onPurchased: () => Promise<void>;
  /** A purchase went through (a toast says so, as the receipt may be scrolled away). */
  readonly onDone: (name: string) => void;
}

/**
 * PLAN-04 on the page: the steps of one purchase around the domain's purchaseAddon (which decides what a reply
 * means: done, a card to confirm, pending, or retried for 10 s) and confirmAddonPurchase (the card confirmed through
 * the Payments port). A refusal is kept beside the purchase being checked, so it can be tried again.
 */
export const useAddonPurchase = (context: PurchaseContext) => {
  const runtime = useRuntime();
  const [phase, setPhase] = useState<PurchasePhase>({ tag: "browse" });
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  /**
   * The key of the purchase being checked: one intent, so a second press of Pay (a double submit) is the same
   * purchase and money moves once. A new check, or a refusal to try again from, starts a new intent.
   */
  const intent = useIntent();

  const review = (entry: CatalogEntry) => {
    intent.end();
    setAlert(undefined);
    setPhase({ tag: "review", entry });
  };
  const cancel = () => {
    setAlert(undefined);
    setPhase({ tag: "browse" });
  };

  const buy = async (entry: CatalogEntry, paidFrom: AddonPaidFrom): Promise<void> => {
    setAlert(undefined);
    setPhase({ tag: "buying", entry, paidFrom });
    const addon = addonForPurchase(entry);
    const card = defaultCard(context.cards);
    const key = await intent.key();
    const failed = (text: DialogText | undefined) => {
      intent.end();
      setAlert(text);
      setPhase({ tag: "review", entry });
    };
    const bought = await runtime.run(
      purchaseAddon({
        kind: context.kind,
        customerUUID: context.customerUUID,
        productInstanceUUID: context.productUUID,
        addon,
        ...(key === undefined ? {} : { intent: key }),
        ...(context.kind === "prepay" ? { paidFrom } : {}),
        ...(context.kind === "prepay_initial"
          ? { payment: { methodType: "cards" as const, cards: context.cards } }
          : {}),
      }),
      { report: false },
    );
    if (!bought.ok) return failed(purchaseFailureText(bought));
    const result = bought.value;
    if (result._tag === "PaymentPending") {
      setPhase({ tag: "pending", entry, message: { key: i18nKey(result.key) } });
      await context.onPurchased();
      return;
    }
    if (result._tag === "NeedsConfirmation") {
      setPhase({ tag: "confirming", entry });
      const confirmed = await runtime.run(
        confirmAddonPurchase({
          kind: context.kind,
          addon,
          clientSecret: result.clientSecret,
          ...(card === undefined ? {} : { paymentMethodToken: card.token }),
        }),
        { report: false },
      );
      if (!confirmed.ok) return failed(purchaseFailureText(confirmed));
    }
    await context.onPurchased();
    context.onDone(addon.Name ?? entry.Name);
    setPhase({
      tag: "done",
      entry,
      paidFrom,
      priceCents: addonPriceCents(entry),
      balanceCents: result._tag === "Purchased" ? result.product?.MainBalCreditCents : undefined,
    });
  };

  return { phase, alert, review, cancel, buy };
};
