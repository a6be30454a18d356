import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { modemsOf } from "@waea/domain/broadband";
import { BroadbandApi, type BroadbandApiService } from "@waea/domain/broadband/api";
import type { HttpApiClient } from "../client";
import { broadbandCalls } from "../contract/broadband";
import { cartCalls } from "../contract/cart";
import { makeHttpFibreApi } from "./broadband-fibre-http";

/**
 * The BroadbandApi port over HTTP. Methods that take a network go to the /fwa or /ufb entry; modems are read with
 * the e-shop catalogue search (`cart.searchItems`, the one route of POST eshop/eshop_item_advanced_search) and its
 * variants read as modems (the domain's `modemsOf`); the fibre lifecycle methods are in broadband-fibre-http.ts.
 */
export const makeHttpBroadbandApi = (client: HttpApiClient): BroadbandApiService => {
  const api = client.calls(broadbandCalls);
  return {
    searchAddress: (query) => api.searchAddress({ query: { query } }),
    plans: (query) => api.plans({ query }),
    networkSearchAddress: (network, query) =>
      network === "fwa"
        ? api.networkSearchAddressFwa({ query: { query } })
        : api.networkSearchAddressUfb({ query: { query } }),
    serviceAvailability: (network, query) =>
      network === "fwa" ? api.serviceAvailabilityFwa({ query }) : api.serviceAvailabilityUfb({ query }),
    changePlan: (network, request) =>
      network === "fwa" ? api.changePlanFwa({ body: request }) : api.changePlanUfb({ body: request }),
    timeSlots: (network, query) => {
      const input = { params: { orderUuid: query.OrderUUID }, query };
      return network === "fwa" ? api.timeSlotsFwa(input) : api.timeSlotsUfb(input);
    },
    book: (network, request) => {
      const input = { params: { uuid: request.OrderUUID }, body: request };
      return network === "fwa" ? api.bookFwa(input) : api.bookUfb(input);
    },
    fwaCustomerPlans: (customerUuid, productUuid) =>
      api.fwaCustomerPlans({ params: { customerUuid, productUuid } }),
    searchModems: (request) => Effect.map(client.calls(cartCalls).searchItems({ body: request }), modemsOf),
    fwaProducts: (customerUuid) => api.fwaProducts({ params: { customerUuid } }),
    ufbPlans: (query) => api.ufbPlans({ query }),
    ufbCart: (payload) => api.ufbCart({ body: payload }),
    ufbCheckout: (payload, idempotencyKey) => api.ufbCheckout({ body: payload, idempotencyKey }),
    ...makeHttpFibreApi(client),
  };
};

export const httpBroadbandLayer = (client: HttpApiClient): Layer.Layer<BroadbandApi> =>
  Layer.succeed(BroadbandApi, makeHttpBroadbandApi(client));
