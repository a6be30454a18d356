import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { GuestApi, type GuestApiService } from "@waea/domain/guest";
import type { ApiError } from "@waea/domain/ports";
import { SessionMessages } from "@waea/domain/session";
import type { ApiClient } from "../client";

/**
 * A payment or purchase reply may come without a body (spec 02 §7): the client calls that 'no response data'; the
 * port answers null, which the guest use cases show as 'No Data'. Any other failure passes through.
 */
const emptyAsNull = <A>(call: Effect.Effect<A | null, ApiError>): Effect.Effect<A | null, ApiError> =>
  Effect.catchIf(
    call,
    (error) => error._tag === "DecodeError" && error.message === SessionMessages.noResponseData,
    () => Effect.succeed(null),
  );

/** The GuestApi port over HTTP: no session; the ResponseToken of validate is what the later calls carry. */
export const makeHttpGuestApi = (client: ApiClient): GuestApiService => {
  const guest = client.api.guest;
  return {
    validate: (body) => guest.validate({ body }),
    redeem: (body) => guest.redeem({ body }),
    topup: (body) => emptyAsNull(guest.topup({ body })),
    payment: (body) => emptyAsNull(guest.payment({ body })),
    purchases: (query) => emptyAsNull(guest.purchases({ query })),
  };
};

export const httpGuestLayer = (client: ApiClient): Layer.Layer<GuestApi> =>
  Layer.succeed(GuestApi, makeHttpGuestApi(client));
