import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { billingKind, type BillingKind, type MobileProduct } from "../../account";
import { BillingMessages } from "../../billing";
import type { Settings } from "../../config";
import { Cents } from "../../money";
import { SimApi } from "../sim-api";
import { isSimActionAllowed } from "../sim-actions";
import { SimActionRefused, simCallFailed, type SimCallFailed } from "./sim-errors";

/**
 * A billing type transfer the operator will not make now: to the type the service already has, or while amounts
 * are owed (spec 02 §4: they must be paid first). owedCents is what the dry run reported as owed.
 */
export class BillingTypeTransferRefused extends Schema.TaggedError<BillingTypeTransferRefused>()(
  "BillingTypeTransferRefused",
  { messageKey: Schema.String, owedCents: Schema.optional(Cents) },
) {}

export const BILLING_KINDS: ReadonlyArray<BillingKind> = ["postpay", "prepay", "payg"];

/** The billing types a service may move to (PLAN-10): the two it is not on. */
export const billingTypeTargets = (from: BillingKind | undefined): ReadonlyArray<BillingKind> =>
  BILLING_KINDS.filter((kind) => kind !== from);

export interface BillingTypeTransferInput {
  readonly settings: Settings;
  readonly customerUUID: string;
  readonly product: Pick<MobileProduct, "UUID" | "BillingReference">;
  readonly to: BillingKind;
}

export interface BillingTypeTransfer {
  readonly from: BillingKind | undefined;
  readonly to: BillingKind;
}

type TransferError = SimActionRefused | SimCallFailed | BillingTypeTransferRefused;

/**
 * PLAN-10, the check before the confirm step: the action is offered by the build, the type is another one, and the
 * operator's dry run owes nothing (otherwise refused with the amount owed). Changes nothing.
 */
export const checkBillingTypeTransfer = (
  input: BillingTypeTransferInput,
): Effect.Effect<BillingTypeTransfer, TransferError, SimApi> =>
  Effect.gen(function* () {
    if (!isSimActionAllowed(input.settings, "product_type_transfer"))
      return yield* new SimActionRefused({
        action: "product_type_transfer",
        messageKey: "sim.action_not_allowed",
      });
    const from = billingKind(input.product.BillingReference);
    if (from === input.to)
      return yield* new BillingTypeTransferRefused({ messageKey: BillingMessages.transferSameType });
    const api = yield* SimApi;
    const dry = yield* api
      .transferProductType(
        { CustomerUUID: input.customerUUID, ProductInstanceUUID: input.product.UUID, Type: input.to },
        true,
      )
      .pipe(Effect.mapError(simCallFailed("product_type_transfer")));
    const owed = dry.OutstandingCents ?? 0;
    if (owed > 0)
      return yield* new BillingTypeTransferRefused({
        messageKey: BillingMessages.transferOutstandingFirst,
        owedCents: owed,
      });
    return { from, to: input.to };
  });

/** PLAN-10: moves the service to another billing type once the check passes (asked again, as time has passed). */
export const transferBillingType = (
  input: BillingTypeTransferInput,
): Effect.Effect<BillingTypeTransfer, TransferError, SimApi> =>
  Effect.gen(function* () {
    const checked = yield* checkBillingTypeTransfer(input);
    const api = yield* SimApi;
    yield* api
      .transferProductType(
        { CustomerUUID: input.customerUUID, ProductInstanceUUID: input.product.UUID, Type: input.to },
        false,
      )
      .pipe(Effect.mapError(simCallFailed("product_type_transfer")));
    return checked;
  });
