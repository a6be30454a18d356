import {
  DELIVERY,
  addressFromLocation,
  type CustomerAddressEntity,
  type CustomerTag,
  type IQLocation,
  type NotifyFlag,
} from "@waea/domain/profile";
import type { CoreState } from "./core";
import { coreLabels } from "./core-labels";
import { DEMO_LOGINS } from "./demo-accounts";
import { seedLocations } from "./profile-locations";
import type { SeedContext } from "./seed-context";

/** The opt-ins a PATCH /customer/{id} sets (2 yes, 0 no); absent means never asked (no). */
export interface NotificationFlags {
  readonly NotifySpecialOffers: NotifyFlag;
  readonly NotifyNewsletters: NotifyFlag;
}

/**
 * The profile slice: address entities and tags per customer account, the notification opt-ins, and the street
 * addresses of the location search. Lists are replaced, never edited in place.
 */
export interface ProfileState {
  /** Address entities by customer account, kept in Rank order (1 is the default). */
  readonly addresses: Record<string, ReadonlyArray<CustomerAddressEntity>>;
  readonly notifications: Record<string, NotificationFlags>;
  readonly tags: Record<string, ReadonlyArray<CustomerTag>>;
  readonly locations: ReadonlyArray<IQLocation>;
  /** Counts created addresses, so each id is new and deterministic. */
  counter: number;
}

/** The demo logins whose (first) customer account has delivery addresses: two each, the first the default. */
const WITH_ADDRESSES = ["prepay", "postpay"];

const addressesFor = (
  ctx: SeedContext,
  customerUuid: string,
  locations: ReadonlyArray<IQLocation>,
): ReadonlyArray<CustomerAddressEntity> => {
  const random = ctx.random(`addresses:${customerUuid}`);
  const first = random.int(0, locations.length - 1);
  const second = (first + random.int(1, locations.length - 1)) % locations.length;
  return [first, second].flatMap((at, index) => {
    const location = locations[at];
    if (location === undefined) return [];
    return [
      {
        ...addressFromLocation(location),
        UUID: ctx.uuid(`address:${customerUuid}:${index}`),
        CustomerUUID: customerUuid,
        AddressType: DELIVERY,
        Rank: index + 1,
      },
    ];
  });
};

const tag = (ctx: SeedContext, customerUuid: string, name: string, value: string): CustomerTag => ({
  UUID: ctx.uuid(`tag:${customerUuid}:${name}`),
  CustomerUUID: customerUuid,
  Name: name,
  Value: value,
});

/** Every demo account is tagged with its demo login; suspended and group-leading accounts say so too. */
const tagsFor = (ctx: SeedContext, core: CoreState): Record<string, ReadonlyArray<CustomerTag>> => {
  const tags: Record<string, ReadonlyArray<CustomerTag>> = {};
  for (const demo of DEMO_LOGINS)
    demo.accounts.forEach((account, index) => {
      const uuid = ctx.uuid(coreLabels.customer(demo.key, index));
      if (core.customers[uuid] === undefined) return;
      tags[uuid] = [
        tag(ctx, uuid, "demo-login", demo.key),
        ...(account.accountState === "Suspended" ? [tag(ctx, uuid, "collections", "overdue")] : []),
        ...((demo.roles ?? []).includes("group_owner") ? [tag(ctx, uuid, "group", "owner")] : []),
      ];
    });
  return tags;
};

export const seedProfile = (ctx: SeedContext, core: CoreState): ProfileState => {
  const locations = seedLocations(ctx);
  const addresses: Record<string, ReadonlyArray<CustomerAddressEntity>> = {};
  for (const key of WITH_ADDRESSES) {
    const uuid = ctx.uuid(coreLabels.customer(key, 0));
    if (core.customers[uuid] !== undefined) addresses[uuid] = addressesFor(ctx, uuid, locations);
  }
  return { addresses, notifications: {}, tags: tagsFor(ctx, core), locations, counter: 0 };
};
