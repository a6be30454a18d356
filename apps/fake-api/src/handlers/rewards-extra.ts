import type { rewardsCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import { OBJECT_NOT_FOUND } from "@waea/domain/groups";
import { millisToNanos } from "@waea/domain/ports";
import {
  allOffers,
  checkOfferCollect,
  checkPowerSwitch,
  powerBenefits,
  withPowerSwitched,
  type PowerReply,
} from "@waea/domain/rewards";
import * as Either from "effect/Either";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import { uuidFor } from "../world/prng";
import { keyedCode } from "../world/secrets";
import { ownCustomer } from "./access";
import { entryOf } from "./record-entry";

type Extra = Pick<typeof rewardsCalls, "rewards.collectOffer" | "rewards.power" | "rewards.setPower">;

/** The operator's view of what earns a customer benefits: a service with a plan, a customer or a mobile group. */
const powerOf = (context: SignedInContext, customerUuid: string): PowerReply => {
  const world = context.world;
  const hasPlan = Object.values(world.core.products).some(
    (product) => product.CustomerUUID === customerUuid && product.ProductCatalogUUID !== undefined,
  );
  const member = (
    groups: Record<string, { readonly Members: ReadonlyArray<{ readonly CustomerUUID: string }> }>,
  ) => Object.values(groups).some((group) => group.Members.some((m) => m.CustomerUUID === customerUuid));
  const facts = {
    hasPlan,
    inCustomerGroup: member(world.groups.customerGroups),
    inMobileGroup: member(world.groups.mobileGroups),
  };
  return { Benefits: powerBenefits(facts, entryOf(world.rewards.power, customerUuid) ?? []) };
};

const collectedBy = (context: SignedInContext, customerUuid: string) =>
  entryOf(context.world.rewards.collected, customerUuid) ?? [];

/**
 * Offers collected (RWD-02) and the power page (RWD-03). A collection is once per customer and offer (the
 * Idempotency-Key makes a retry of the same press answer its first reply; another press is refused as collected); an
 * offer that has ended cannot be collected; an offer made for other customers is not found for this one.
 */
export const rewardsExtraHandlers: Handlers<Extra> = {
  "rewards.collectOffer": ({ body }, context) => {
    const customer = ownCustomer(context, body.CustomerUUID);
    if (isRefusal(customer)) return customer;
    const rewards = context.world.rewards;
    const offer = rewards.offers.find((o) => o.UUID === body.OfferUUID);
    const visible =
      offer !== undefined &&
      (offer.CustomerUUIDs === undefined || offer.CustomerUUIDs.includes(body.CustomerUUID));
    if (!visible) return refuse(404, OBJECT_NOT_FOUND);
    const collected = collectedBy(context, body.CustomerUUID);
    const check = checkOfferCollect(
      { ...offer, Collected: collected.some((c) => c.OfferUUID === offer.UUID) },
      context.nowMillis,
    );
    if (Either.isLeft(check))
      return refuse(check.left === "rewards.offer_ended" ? 410 : 409, translate("en", check.left));
    rewards.counter += 1;
    const uuid = uuidFor(context.world.seed, `collection:${rewards.counter}`);
    const keyed = keyedCode(context.world.secrets, `collection-code:${uuid}`);
    const collection = {
      UUID: uuid,
      OfferUUID: offer.UUID,
      Code: `OFFER-${keyed.slice(0, 4)}-${keyed.slice(4, 8)}`,
      CreatedAtNanos: millisToNanos(context.nowMillis),
    };
    rewards.collected[body.CustomerUUID] = [...collected, collection];
    return { UUID: collection.UUID, OfferUUID: collection.OfferUUID, Code: collection.Code };
  },

  "rewards.power": ({ params }, context) => {
    const customer = ownCustomer(context, params.customerUuid);
    return isRefusal(customer) ? customer : powerOf(context, params.customerUuid);
  },

  "rewards.setPower": ({ params, body }, context) => {
    const customer = ownCustomer(context, params.customerUuid);
    if (isRefusal(customer)) return customer;
    const benefit = powerOf(context, params.customerUuid).Benefits.find((b) => b.Key === params.key);
    if (benefit === undefined) return refuse(404, OBJECT_NOT_FOUND);
    const check = checkPowerSwitch(benefit, body.On);
    if (Either.isLeft(check)) return refuse(409, translate("en", check.left));
    const power = context.world.rewards.power;
    power[params.customerUuid] = withPowerSwitched(
      entryOf(power, params.customerUuid) ?? [],
      params.key,
      body.On,
    );
    return powerOf(context, params.customerUuid);
  },
};

/**
 * The live offers a customer sees, each marked when this customer collected it; an offer made for some customers
 * shows only the one asking among them (the others' ids stay private).
 */
export const offersWithCollected = (context: SignedInContext, customerUuid: string) => {
  const collected = collectedBy(context, customerUuid);
  return allOffers(context.world.rewards.offers, customerUuid, context.nowMillis).map((offer) => ({
    ...offer,
    ...(offer.CustomerUUIDs === undefined ? {} : { CustomerUUIDs: [customerUuid] }),
    ...(collected.some((c) => c.OfferUUID === offer.UUID) ? { Collected: true } : {}),
  }));
};
