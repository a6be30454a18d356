import { billingKind, isSuspended } from "@waea/domain/account";
import {
  hasParentRoute,
  type BillingRoute,
  type RouteRights,
} from "@waea/domain/billing-routes";
import { deriveCards } from "@waea/domain/payments";
import type { StoredRoute } from "../world/billing-routes";
import type { World } from "../world/world";
import { entryOf } from "./record-entry";

/** A route as one side sees it: the paying CreditAccount sees "child", the paid-for DebitAccount "parent". */
export const routeView = (route: StoredRoute, customerUuid: string): BillingRoute => ({
  ...route,
  RoutingType: route.CreditAccount.UUID === customerUuid ? "child" : "parent",
});

export const isSide = (route: StoredRoute, customerUuid: string): boolean =>
  route.CreditAccount.UUID === customerUuid || route.DebitAccount.UUID === customerUuid;

/** The routes of an account, as it sees them. */
export const routesOf = (world: World, customerUuid: string): ReadonlyArray<BillingRoute> =>
  Object.values(world.billingRoutes.routes)
    .filter((route) => isSide(route, customerUuid))
    .map((route) => routeView(route, customerUuid));

/** The route through which `payer` pays for `payee`, if there is one. */
export const routeBetween = (world: World, payer: string, payee: string): StoredRoute | undefined =>
  Object.values(world.billingRoutes.routes).find(
    (route) => route.CreditAccount.UUID === payer && route.DebitAccount.UUID === payee,
  );

/**
 * The rights the simulated operator grants (BR-01): an account with a postpay service may invite (pay for
 * others); an account nobody pays for yet may request; a suspended account may do neither.
 */
export const routeRightsOf = (world: World, customerUuid: string): RouteRights => {
  const customer = entryOf(world.core.customers, customerUuid);
  if (customer === undefined || isSuspended(customer)) return { CanInvite: false, CanRequest: false };
  const postpay = Object.values(world.core.products).some(
    (product) => product.CustomerUUID === customerUuid && billingKind(product.BillingReference) === "postpay",
  );
  return { CanInvite: postpay, CanRequest: !hasParentRoute(routesOf(world, customerUuid)) };
};

/** Cards of the account that have not expired (the payments slice's cards, read with the domain's rule). */
export const validCardCount = (world: World, customerUuid: string, nowMillis: number): number =>
  deriveCards(world.payments.methods[customerUuid] ?? [], nowMillis).filter((card) => !card.is_card_expired)
    .length;

/** A new route: `payer` pays for `payee`, with the spend settings given (limits in cents). */
export const newRoute = (
  world: World,
  uuid: string,
  payer: string,
  payee: string,
  details: Pick<StoredRoute, "Name" | "Description" | "RequestedByCustomerName" | "Approvals"> &
    Pick<Partial<StoredRoute>, "SpendLimit" | "SpendCycle" | "SpendCycleCount">,
): StoredRoute => {
  const credit = entryOf(world.core.customers, payer);
  const msisdn = Object.values(world.core.products).find((product) => product.CustomerUUID === payer)?.MSISDN;
  return {
    UUID: uuid,
    CreditAccount: {
      UUID: payer,
      ...(credit === undefined
        ? {}
        : { Email: credit.Email, Name: `${credit.FirstName} ${credit.LastName}`.trim() }),
    },
    DebitAccount: { UUID: payee },
    ...(msisdn === undefined ? {} : { CreditAccountMSISDN: msisdn }),
    ...(details.SpendLimit === undefined
      ? {}
      : { SpendLimit: details.SpendLimit, RemainingSpendLimit: details.SpendLimit }),
    ...(details.SpendCycle === undefined ? {} : { SpendCycle: details.SpendCycle }),
    ...(details.SpendCycleCount === undefined ? {} : { SpendCycleCount: details.SpendCycleCount }),
    ...(details.Name === undefined ? {} : { Name: details.Name }),
    ...(details.Description === undefined ? {} : { Description: details.Description }),
    ...(details.RequestedByCustomerName === undefined
      ? {}
      : { RequestedByCustomerName: details.RequestedByCustomerName }),
    ...(details.Approvals === undefined ? {} : { Approvals: details.Approvals }),
  };
};
