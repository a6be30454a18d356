import type { plansCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import { billingKind } from "@waea/domain/account";
import { productionSettings } from "@waea/domain/config";
import {
  AUTO_RENEW_NOT_ALLOWED,
  PlanChangeRefusalKeys,
  addOneMonth,
  currentBasePlan,
  decideAutoRenew,
  decideCancelPlanChange,
  decidePlanChange,
  planChangeMode,
  type PlanChangeRefusal,
} from "@waea/domain/plans";
import { millisToNanos, nanosToMillis } from "@waea/domain/ports";
import * as Either from "effect/Either";
import { isRefusal, refuse, type Handlers } from "../server/handler";
import { ownCustomer } from "./access";
import { ownProduct } from "./own-product";
import { preparePlanCharge } from "./plans-charge";
import { planView, plansFor, savePlanView, withNewPlan } from "./plans-change";

const STATUS: Readonly<Record<string, number>> = {
  [PlanChangeRefusalKeys.canNotFindPlan]: 404,
  [PlanChangeRefusalKeys.alreadyScheduled]: 409,
  [PlanChangeRefusalKeys.oncePerMonth]: 409,
  [PlanChangeRefusalKeys.noScheduledChange]: 404,
};

const FWA_PLAN_CHANGE = "A fixed wireless plan is changed with the broadband plan calls";

const refuseChange = (refusal: PlanChangeRefusal) =>
  refuse(STATUS[refusal.key] ?? 400, translate("en", refusal.key));

/** Plan lists, the catalog, plan change (PLAN-05) and auto renew (PLAN-06) over the plans slice and core's products. */
export const plansHandlers: Handlers<typeof plansCalls> = {
  "plans.postpayMobilePlans": (_input, context) => ({
    PostpayMobilePlans: context.world.plans.catalog.filter((entry) => entry.ProductType === "postpaymobile"),
  }),

  "plans.prepayMobilePlans": (_input, context) => ({
    PrepayAddons: context.world.plans.catalog.filter((entry) => entry.ProductType === "prepaymobileAddon"),
  }),

  /** The account named, a product type and the page size (1 to CATALOG_PAGE_SIZE) are the contract's schema. */
  "plans.catalogEntries": ({ body }, context) => {
    const customer = ownCustomer(context, body.CustomerInfo.ID);
    if (isRefusal(customer)) return customer;
    const size = body.SearchOptions.PageSize;
    const productId = body.ProductInfo?.ID;
    if (productId !== undefined) {
      const product = ownProduct(context, customer.UUID, productId);
      if (isRefusal(product)) return product;
    }
    const entries = context.world.plans.catalog.filter(
      (entry) => entry.ProductType !== undefined && body.ProductTypeList.includes(entry.ProductType),
    );
    return { Entries: entries.slice(0, size), PageInfo: { TotalItemCount: entries.length } };
  },

  "plans.changePlan": ({ body }, context) => {
    const found = ownProduct(context, body.CustomerUUID, body.MobileUUID);
    if (isRefusal(found)) return found;
    if (found.ProductType === "mobileFWA") return refuse(400, FWA_PLAN_CHANGE);
    const kind = billingKind(found.BillingReference);
    if (kind === undefined) return refuseChange({ key: PlanChangeRefusalKeys.noCurrentPlan });
    const now = context.nowMillis;
    const view = planView(context.world, found);
    const current = currentBasePlan(view.product.Addons);
    const decision = decidePlanChange({
      currentPlan: current,
      newAvailabilityUUID: body.NewAddonAvailabilityUUID,
      kind,
      plans: plansFor(context.world.plans.catalog, kind),
      mode: planChangeMode(productionSettings, kind),
      timing: body.ChangeNow ? "now" : "next_billing_date",
      lastChangeAtMillis: view.lastChangeAt,
      nowMillis: now,
      scheduled: view.scheduled !== undefined,
    });
    if (Either.isLeft(decision)) return refuseChange(decision.left);
    const allowed = decision.right;
    if (allowed.oldAddonUUID !== body.OldAddonUUID)
      return refuse(400, "body.OldAddonUUID: is not the product's current plan");
    if (!body.ChangeNow) {
      const expires =
        current?.ExpiresAtNanos === undefined ? undefined : nanosToMillis(current.ExpiresAtNanos);
      const effective = millisToNanos(expires !== undefined && expires > now ? expires : addOneMonth(now));
      const scheduled = {
        OldAddonUUID: allowed.oldAddonUUID,
        NewAddonAvailabilityUUID: allowed.availability.UUID,
        NewAddonAutoRenew: body.NewAddonAutoRenew,
        EffectiveAtNanos: effective,
      };
      savePlanView(context.world, { ...view, scheduled });
      return { ChangeNow: false, EffectiveAtNanos: effective };
    }
    const next = withNewPlan(context.world.seed, view.product, {
      ...allowed,
      autoRenew: body.NewAddonAutoRenew,
      at: now,
    });
    // Charged now, without pro-ration (spec 02 §4): refused with nothing changed when it cannot be paid.
    const charge = preparePlanCharge(context.world, view.product, next.addon, now);
    if (isRefusal(charge)) return charge;
    savePlanView(context.world, { ...view, product: next.product, lastChangeAt: now });
    charge();
    return { ChangeNow: true, NewAddonUUID: next.addon.UUID, ExpiresAtNanos: next.addon.ExpiresAtNanos };
  },

  "plans.scheduledPlanChange": ({ query }, context) => {
    const product = ownProduct(context, query.CustomerUUID, query.MobileUUID);
    if (isRefusal(product)) return product;
    const view = planView(context.world, product);
    return view.scheduled === undefined ? {} : { ScheduledChange: view.scheduled };
  },

  "plans.cancelPlanChange": ({ body }, context) => {
    const product = ownProduct(context, body.CustomerUUID, body.MobileUUID);
    if (isRefusal(product)) return product;
    const view = planView(context.world, product);
    const cancel = decideCancelPlanChange(view.scheduled);
    if (Either.isLeft(cancel)) return refuseChange(cancel.left);
    savePlanView(context.world, { ...view, scheduled: undefined });
    return { Cancelled: true };
  },

  "plans.changeAddonAutoRenew": ({ body }, context) => {
    const product = ownProduct(context, body.CustomerUUID, body.MobileUUID);
    if (isRefusal(product)) return product;
    const view = planView(context.world, product);
    const addons = view.product.Addons ?? [];
    const addon = addons.find((a) => a.UUID === body.MobileAddonUUID);
    if (addon === undefined) return refuse(404, "Add-on not found on this mobile service");
    const decision = decideAutoRenew(addon, body.AutoRenew);
    if (Either.isLeft(decision)) return refuse(400, translate("en", AUTO_RENEW_NOT_ALLOWED));
    const changed = addons.map((a) => (a.UUID === addon.UUID ? { ...a, AutoRenew: decision.right } : a));
    savePlanView(context.world, { ...view, product: { ...view.product, Addons: changed } });
    return { MobileAddonUUID: addon.UUID, AutoRenew: decision.right };
  },
};
