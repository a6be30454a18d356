import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ProductAddon } from "../../account";
import type { ApiError } from "../../ports";
import { decideAutoRenew } from "../auto-renew";
import type { ChangeAddonAutoRenewReply } from "../plan-change-schemas";
import { PlansApi } from "../plans-api";
import { PlansRefused } from "../plans-refused";

export interface SetAutoRenewInput {
  readonly customerUUID: string;
  readonly mobileUUID: string;
  readonly addon: Pick<ProductAddon, "UUID" | "AllowAutoRenew">;
  readonly autoRenew: boolean;
}

/** Turn auto renew of an add-on on or off (PLAN-06); refused where AllowAutoRenew does not allow it. */
export const setAutoRenew = (
  input: SetAutoRenewInput,
): Effect.Effect<ChangeAddonAutoRenewReply, PlansRefused | ApiError, PlansApi> =>
  Effect.gen(function* () {
    const decision = decideAutoRenew(input.addon, input.autoRenew);
    if (Either.isLeft(decision)) return yield* new PlansRefused({ key: decision.left });
    const api = yield* PlansApi;
    return yield* api.changeAddonAutoRenew({
      MobileAddonUUID: input.addon.UUID,
      MobileUUID: input.mobileUUID,
      CustomerUUID: input.customerUUID,
      AutoRenew: decision.right,
    });
  });
