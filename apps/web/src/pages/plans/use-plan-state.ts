import { loadPlanState, type PlanState } from "@waea/domain/plans";
import type { ApiError } from "@waea/domain/ports";
import * as Effect from "effect/Effect";
import { useAppState } from "../../app/app-context";
import { useLoad, type Load } from "../../components/use-load";
import type { CurrentAccount } from "../profile/use-account";

/**
 * The plan state of the account's current product (loadPlanState), read again whenever the product's add-ons
 * change (the account is reloaded after a plan change or an auto renew switch). Undefined without a product.
 */
export const usePlanState = (account: CurrentAccount): Load<PlanState | undefined, ApiError> => {
  const { settings } = useAppState();
  const product = account.product;
  const addons = (product?.Addons ?? []).map((addon) => `${addon.UUID}:${String(addon.AutoRenew)}`).join(",");
  return useLoad(
    () =>
      product === undefined
        ? Effect.succeed(undefined)
        : loadPlanState({ customerUUID: account.uuid, product, settings }),
    `${account.uuid}|${product?.UUID ?? ""}|${addons}`,
  );
};
