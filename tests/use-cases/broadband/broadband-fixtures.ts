import * as Effect from "effect/Effect";
import {
  loadBroadbandOffer,
  type BroadbandFlow,
  type BroadbandLocation,
  type BroadbandNetwork,
  type OrderBroadbandInput,
} from "@waea/domain/broadband";
import { BroadbandApi } from "@waea/domain/broadband/api";
import type { EshopAddress } from "@waea/domain/cart";
import { productionFlags } from "@waea/domain/config";
import type { InProcessFakeApi } from "@waea/fake-api/in-process";
import { signedIn, type Customer, type Visitor } from "../support/fake-api";
import { requestLog, type RequestLog } from "../sim/request-log";
import { beforeRequests, type Outgoing } from "./steer";

/** A premises of the address register, found as the flow's address search finds it. */
export const premises = async (someone: Visitor, street: string): Promise<BroadbandLocation> => {
  const found = await someone.run(Effect.flatMap(BroadbandApi, (api) => api.searchAddress(street)));
  const location = found.Addresses[0];
  if (location === undefined) throw new Error(`no premises at ${street}`);
  return location;
};

/**
 * The flow at the summary step (BB-01): the premises, the first plan offered there and, for fixed wireless, the
 * first modem with the router.
 */
export const flowAt = async (
  someone: Visitor,
  network: BroadbandNetwork,
  street: string,
  extra: Partial<BroadbandFlow> = {},
): Promise<BroadbandFlow> => {
  const location = await premises(someone, street);
  const offer = await someone.run(loadBroadbandOffer(network, location));
  const [plan] = offer.plans;
  const [modem] = offer.modems;
  return {
    id: "flow-1",
    location,
    ...(plan === undefined ? {} : { plan }),
    with_wifi_router: modem !== undefined,
    ...(modem === undefined
      ? {}
      : { modem: { ID: modem.ItemUUID, Name: modem.Name, PriceCents: modem.Price } }),
    summary_confirmed: true,
    ...extra,
  };
};

/** The install address of a premises, as the checkout step asks for it ("12 Queen Street, Auckland Central, Auckland 1010"). */
export const installAddress = (location: BroadbandLocation): EshopAddress => {
  const parts = location.Formatted.split(", ");
  const place = parts.at(-1) ?? "";
  const at = place.lastIndexOf(" ");
  return {
    City: place.slice(0, at),
    Country: "New Zealand",
    Postcode: place.slice(at + 1),
    Lines: parts.slice(0, -1),
  };
};

export const orderInput = (customer: Customer, flow: BroadbandFlow): OrderBroadbandInput => ({
  flow,
  customerUUID: customer.customer,
  address:
    flow.location === undefined
      ? { City: "", Postcode: "", Lines: [], Country: "New Zealand" }
      : installAddress(flow.location),
  method: "card",
  flags: productionFlags,
  origin: "https://waea.nz",
});

export interface Orderer {
  readonly customer: Customer;
  readonly log: RequestLog;
}

/**
 * A demo login signed in over a fake API whose requests are noted and pass `hook` first (the test's hand on the
 * operator's clock); the requests of the sign-in are forgotten.
 */
export const ordering = async (
  api: InProcessFakeApi,
  email: string,
  hook: (request: Outgoing, customer: () => Customer) => void | Promise<void> = () => undefined,
): Promise<Orderer> => {
  const holder: { customer?: Customer } = {};
  const self = (): Customer => {
    if (holder.customer === undefined) throw new Error("not signed in yet");
    return holder.customer;
  };
  const log = requestLog(
    beforeRequests(api, (request) => (holder.customer === undefined ? undefined : hook(request, self))),
  );
  const customer = await signedIn(log.api, email);
  holder.customer = customer;
  log.clear();
  return { customer, log };
};
