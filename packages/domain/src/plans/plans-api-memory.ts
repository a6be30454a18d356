import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import type { ProductAddon } from "../account";
import { apiFailure, millisToNanos, nanosToMillis } from "../ports";
import { hasText } from "../validation";
import { allowsAutoRenew } from "./auto-renew";
import type { CatalogEntry } from "./catalog-entry";
import { CATALOG_PAGE_SIZE } from "./plan-lists";
import { addOneMonth } from "./plan-change-interval";
import { findPlanByAvailability } from "./plan-change";
import type { ChangePlanReply, ScheduledPlanChange } from "./plan-change-schemas";
import { PlansApi, type PlansApiService } from "./plans-api";

/** A mobile product as the in-memory operator keeps it. */
export interface MemoryMobile {
  readonly CustomerUUID: string;
  readonly MobileUUID: string;
  readonly Addons: ReadonlyArray<ProductAddon>;
  readonly Scheduled?: ScheduledPlanChange;
}

export interface MemoryPlansSeed {
  readonly postpayPlans?: ReadonlyArray<CatalogEntry>;
  readonly prepayAddons?: ReadonlyArray<CatalogEntry>;
  /** Catalog entries; defaults to the two plan lists together. */
  readonly catalog?: ReadonlyArray<CatalogEntry>;
  readonly mobiles?: ReadonlyArray<MemoryMobile>;
  /** The operator's clock, for new add-ons' times; 0 unless given. */
  readonly nowMillis?: () => number;
}

export type MemoryPlansApi = PlansApiService & {
  readonly mobile: (mobileUUID: string) => MemoryMobile | undefined;
};

/**
 * An operator that keeps plans and mobile products in memory and behaves like the real one for use-case tests:
 * it refuses blank ids, unknown products and add-ons (404), unknown plans (can_not_find_plan, 404), the current
 * plan (you_already_have_this_plan, 400), a second scheduled change (409) and auto renew where it does not apply.
 * A change now replaces the base plan and expires one month ahead; a later one waits for the old plan's expiry.
 */
export const makeMemoryPlansApi = (seed: MemoryPlansSeed = {}): MemoryPlansApi => {
  const postpay = [...(seed.postpayPlans ?? [])];
  const prepay = [...(seed.prepayAddons ?? [])];
  const catalog = [...(seed.catalog ?? [...postpay, ...prepay])];
  const mobiles = new Map((seed.mobiles ?? []).map((m) => [m.MobileUUID, m]));
  const now = seed.nowMillis ?? (() => 0);
  let created = 0;

  const findMobile = (call: string, customerUUID: string, mobileUUID: string) => {
    if (!hasText(customerUUID) || !hasText(mobileUUID)) return apiFailure(call, 400, "no uuid");
    const mobile = mobiles.get(mobileUUID);
    return mobile === undefined || mobile.CustomerUUID !== customerUUID
      ? apiFailure(call, 404, "mobile product not found")
      : Effect.succeed(mobile);
  };

  const service: PlansApiService = {
    postpayMobilePlans: () => Effect.sync(() => ({ PostpayMobilePlans: [...postpay] })),
    prepayMobilePlans: () => Effect.sync(() => ({ PrepayAddons: [...prepay] })),
    catalogEntries: (request) => {
      const call = "catalogEntries";
      if (!hasText(request.CustomerInfo.ID)) return apiFailure(call, 400, "current account not specified");
      if (request.ProductTypeList.length === 0) return apiFailure(call, 400, "ProductTypeList is empty");
      const size = request.SearchOptions.PageSize;
      if (!Number.isInteger(size) || size < 1 || size > CATALOG_PAGE_SIZE)
        return apiFailure(call, 400, "PageSize must be from 1 to 1000");
      const entries = catalog.filter(
        (entry) => entry.ProductType !== undefined && request.ProductTypeList.includes(entry.ProductType),
      );
      return Effect.succeed({
        Entries: entries.slice(0, size),
        PageInfo: { TotalItemCount: entries.length },
      });
    },
    changePlan: (request) =>
      Effect.flatMap(findMobile("changePlan", request.CustomerUUID, request.MobileUUID), (mobile) => {
        const call = "changePlan";
        const old = mobile.Addons.find((addon) => addon.UUID === request.OldAddonUUID);
        if (old === undefined) return apiFailure(call, 404, "add-on not found");
        const found = findPlanByAvailability(
          [...postpay, ...prepay, ...catalog],
          request.NewAddonAvailabilityUUID,
        );
        if (found === undefined) return apiFailure(call, 404, "can_not_find_plan");
        if (
          old.ProductAvailabilityUUID === found.availability.UUID ||
          old.ProductCatalogUUID === found.plan.UUID
        )
          return apiFailure(call, 400, "you_already_have_this_plan");
        if (mobile.Scheduled !== undefined)
          return apiFailure(call, 409, "a plan change is already scheduled");
        const allow = found.plan.Characteristics?.AllowAutoRenew;
        const autoRenew = request.NewAddonAutoRenew && allowsAutoRenew(allow);
        const nowMillis = now();
        if (!request.ChangeNow) {
          const effective =
            old.ExpiresAtNanos === undefined ? addOneMonth(nowMillis) : nanosToMillis(old.ExpiresAtNanos);
          const effectiveNanos = millisToNanos(effective);
          const scheduled: ScheduledPlanChange = {
            OldAddonUUID: old.UUID,
            NewAddonAvailabilityUUID: found.availability.UUID,
            NewAddonAutoRenew: autoRenew,
            EffectiveAtNanos: effectiveNanos,
          };
          mobiles.set(mobile.MobileUUID, { ...mobile, Scheduled: scheduled });
          return Effect.succeed<ChangePlanReply>({ ChangeNow: false, EffectiveAtNanos: effectiveNanos });
        }
        created += 1;
        const expiresNanos = millisToNanos(addOneMonth(nowMillis));
        const addon: ProductAddon = {
          UUID: `${mobile.MobileUUID}-addon-${created}`,
          Name: found.availability.RetailName ?? found.plan.Name,
          Status: "active",
          ProductCatalogUUID: found.plan.UUID,
          ProductAvailabilityUUID: found.availability.UUID,
          IsBasePlan: true,
          AutoRenew: autoRenew,
          ...(allow === undefined
            ? {}
            : { AllowAutoRenew: typeof allow === "number" ? String(allow) : allow }),
          CreatedAtNanos: millisToNanos(nowMillis),
          ExpiresAtNanos: expiresNanos,
          ...(found.availability.RetailCents === undefined
            ? {}
            : { RetailCents: found.availability.RetailCents }),
        };
        const addons = [...mobile.Addons.filter((a) => a.UUID !== old.UUID), addon];
        mobiles.set(mobile.MobileUUID, { ...mobile, Addons: addons });
        return Effect.succeed<ChangePlanReply>({
          ChangeNow: true,
          NewAddonUUID: addon.UUID,
          ExpiresAtNanos: expiresNanos,
        });
      }),
    scheduledPlanChange: (target) =>
      Effect.map(findMobile("scheduledPlanChange", target.CustomerUUID, target.MobileUUID), (mobile) =>
        mobile.Scheduled === undefined ? {} : { ScheduledChange: mobile.Scheduled },
      ),
    cancelPlanChange: (target) =>
      Effect.flatMap(findMobile("cancelPlanChange", target.CustomerUUID, target.MobileUUID), (mobile) => {
        if (mobile.Scheduled === undefined)
          return apiFailure("cancelPlanChange", 404, "no scheduled plan change");
        const { Scheduled: _dropped, ...rest } = mobile;
        mobiles.set(mobile.MobileUUID, rest);
        return Effect.succeed({ Cancelled: true });
      }),
    changeAddonAutoRenew: (request) =>
      Effect.flatMap(
        findMobile("changeAddonAutoRenew", request.CustomerUUID, request.MobileUUID),
        (mobile) => {
          const call = "changeAddonAutoRenew";
          const addon = mobile.Addons.find((a) => a.UUID === request.MobileAddonUUID);
          if (addon === undefined) return apiFailure(call, 404, "add-on not found");
          if (!allowsAutoRenew(addon.AllowAutoRenew))
            return apiFailure(call, 400, "auto renew is not allowed");
          const addons = mobile.Addons.map((a) =>
            a.UUID === addon.UUID ? { ...a, AutoRenew: request.AutoRenew } : a,
          );
          mobiles.set(mobile.MobileUUID, { ...mobile, Addons: addons });
          return Effect.succeed({ MobileAddonUUID: addon.UUID, AutoRenew: request.AutoRenew });
        },
      ),
  };
  return { ...service, mobile: (uuid) => mobiles.get(uuid) };
};

export const memoryPlansApiLayer = (seed?: MemoryPlansSeed): Layer.Layer<PlansApi> =>
  Layer.sync(PlansApi, () => makeMemoryPlansApi(seed));
