import * as Layer from "effect/Layer";
import { GuestApi, type GuestApiService } from "@waea/domain/guest/api";
import type { HttpApiClient } from "../client";
import { guestCalls } from "../contract/guest";

/**
 * The GuestApi port over HTTP: no session; the ResponseToken of validate is what the later calls carry. A payment or
 * purchase reply without a body decodes to null (its schema is NullOr), which the guest use cases show as 'No Data'.
 */
export const makeHttpGuestApi = (client: HttpApiClient): GuestApiService => {
  const guest = client.calls(guestCalls);
  return {
    validate: (body) => guest.validate({ body }),
    redeem: (body, idempotencyKey) => guest.redeem({ body, idempotencyKey }),
    topup: (body, idempotencyKey) => guest.topup({ body, idempotencyKey }),
    payment: (body, idempotencyKey) => guest.payment({ body, idempotencyKey }),
    purchases: (query) => guest.purchases({ query }),
  };
};

export const httpGuestLayer = (client: HttpApiClient): Layer.Layer<GuestApi> =>
  Layer.succeed(GuestApi, makeHttpGuestApi(client));
