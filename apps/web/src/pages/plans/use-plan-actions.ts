import type { ProductAddon } from "@waea/domain/account";
import { formatNzDate } from "@waea/domain/calendar";
import { nanosToMillis } from "@waea/domain/ports";
import {
  cancelPlanChange,
  changePlan,
  setAutoRenew,
  type CatalogEntry,
  type PlanChangeTiming,
} from "@waea/domain/plans";
import { useState } from "react";
import { useAppState, useRuntime } from "../../app/app-context";
import { errorText } from "../../dialogs/error-text";
import type { DialogText } from "../../dialogs/dialog-store";
import type { CurrentAccount } from "../profile/use-account";

/** What a plan action left to say beside the list: the refusal, in the customer's language. */
export type PlanAlert = DialogText | undefined;

/**
 * The plan actions of a page (PLAN-05, PLAN-06) through the domain's use cases: change the plan now or at the next
 * billing date, cancel the waiting change, switch auto renew. A success is a toast and a reload of the account
 * (whose product the pages show) and of the plan state; a refusal is the page's alert.
 */
export const usePlanActions = (account: CurrentAccount, reload: () => void) => {
  const state = useAppState();
  const runtime = useRuntime();
  const [alert, setAlert] = useState<PlanAlert>(undefined);
  const [pending, setPending] = useState<string | undefined>(undefined);

  const done = async (toast: DialogText) => {
    state.toasts.show(toast);
    await runtime.session.reloadAccount();
    reload();
  };

  return {
    alert,
    pending,
    clearAlert: () => setAlert(undefined),
    change: async (
      entry: CatalogEntry,
      availabilityUUID: string,
      timing: PlanChangeTiming,
    ): Promise<boolean> => {
      const product = account.product;
      if (product === undefined) return false;
      setAlert(undefined);
      setPending("change");
      const outcome = await runtime.run(
        changePlan({
          customerUUID: account.uuid,
          product,
          newAvailabilityUUID: availabilityUUID,
          timing,
          lastChangeAtMillis: undefined,
          settings: state.settings,
        }),
        { report: false },
      );
      setPending(undefined);
      if (!outcome.ok) {
        if (!outcome.defect) setAlert(errorText(outcome.error));
        return false;
      }
      const name = entry.Availabilities[0]?.RetailName ?? entry.Name;
      const effective = outcome.value.EffectiveAtNanos;
      await done(
        outcome.value.ChangeNow
          ? { key: "plans:changed_now", params: { name } }
          : effective === undefined
            ? { key: "plans:waiting_text_no_date", params: { name } }
            : { key: "plans:changed_later", params: { name, date: formatNzDate(nanosToMillis(effective)) } },
      );
      return true;
    },
    cancel: async (): Promise<boolean> => {
      const product = account.product;
      if (product === undefined) return false;
      setAlert(undefined);
      setPending("cancel");
      const outcome = await runtime.run(
        cancelPlanChange({ CustomerUUID: account.uuid, MobileUUID: product.UUID }),
        { report: false },
      );
      setPending(undefined);
      if (!outcome.ok) {
        if (!outcome.defect) setAlert(errorText(outcome.error));
        return false;
      }
      await done({ key: "plans:change_cancelled" });
      return true;
    },
    autoRenew: async (addon: ProductAddon, on: boolean): Promise<void> => {
      const product = account.product;
      if (product === undefined) return;
      setAlert(undefined);
      setPending(`renew:${addon.UUID}`);
      const outcome = await runtime.run(
        setAutoRenew({ customerUUID: account.uuid, mobileUUID: product.UUID, addon, autoRenew: on }),
        { report: false },
      );
      setPending(undefined);
      if (!outcome.ok) {
        if (!outcome.defect) setAlert(errorText(outcome.error));
        return;
      }
      const name = addon.Name ?? "";
      await done({ key: on ? "plans:auto_renew_on_done" : "plans:auto_renew_off_done", params: { name } });
    },
  };
};
