import type { portingCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import {
  applyPortingEvent,
  canRequestPorting,
  isPortingInProgress,
  type PortingEvent,
  type PortingReply,
} from "@waea/domain/porting";
import * as Either from "effect/Either";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import type { CoreProduct } from "../world/core";
import type { PortRecord } from "../world/porting";
import { portAt } from "../world/porting-progress";
import { ownProduct } from "./own-product";
import { checkTransfer, lookupNumber, portingMsisdn } from "./porting-checks";
import { portingReplyOf, savePortIn } from "./porting-save";

const NO_PORT = "No number porting found for this service";

const savePort = (context: SignedInContext, port: PortRecord): PortingReply => {
  savePortIn(context.world, port);
  return portingReplyOf(port, context.nowMillis);
};

/** The customer's event on the port of a product (retry, cancel, confirm), refused with the domain's reason. */
const onEvent = (
  context: SignedInContext,
  product: CoreProduct,
  event: PortingEvent,
  change: Partial<Pick<PortRecord, "TransferFrom">> = {},
) => {
  const stored = context.world.porting.ports[product.UUID];
  if (stored === undefined) return refuse(404, NO_PORT);
  const now = context.nowMillis;
  const port = portAt(stored, now);
  const next = applyPortingEvent({ state: port.State, since: port.SinceMillis }, event, now);
  if (Either.isLeft(next)) return refuse(409, translate("en", next.left));
  const step = { State: next.right.state, AtMillis: next.right.since };
  // A retry is a new attempt: its own request time and steps, and nothing pending from the last one.
  const { Reason: _reason, ...rest } = port;
  const moved: PortRecord =
    event === "retry"
      ? { ...rest, ...change, RequestedAtMillis: now, Steps: [step] }
      : { ...port, ...change, Steps: [...(port.Steps ?? []), step] };
  return savePort(context, {
    ...moved,
    State: next.right.state,
    SinceMillis: next.right.since,
    RejectPending: false,
  });
};

/** SIM-06: number porting over the porting slice, moving on with the world's clock (handlers/porting-due.ts). */
export const portingHandlers: Handlers<typeof portingCalls> = {
  "porting.request": ({ body }, context) => {
    const product = ownProduct(context, body.CustomerUUID, body.MobileUUID);
    if (isRefusal(product)) return product;
    if (product.ProductType === "mobileFWA") return refuse(400, "Number porting is for mobile services");
    // the number's form is the contract's to check (porting-input.ts)
    const msisdn = portingMsisdn(body.MSISDN) ?? body.MSISDN;
    const transfer = checkTransfer(body.Transfer, body.TransferFrom);
    if (isRefusal(transfer)) return transfer;
    const now = context.nowMillis;
    const number = lookupNumber(context.world, msisdn, now);
    if (!number.Portable) return refuse(422, translate("en", "porting.number_not_portable"));
    const stored = context.world.porting.ports[product.UUID];
    const existing = stored === undefined ? undefined : portAt(stored, now);
    const busy =
      (existing !== undefined && !canRequestPorting(existing.State)) ||
      (number.PortingState !== undefined && isPortingInProgress(number.PortingState));
    if (busy) return refuse(409, translate("en", "porting.already_in_progress"));
    const known = context.world.porting.knownNumbers[msisdn];
    const rejects = known?.RejectFirst === true;
    return savePort(context, {
      CustomerUUID: product.CustomerUUID,
      MobileUUID: product.UUID,
      MSISDN: msisdn,
      State: "PORT_REQUESTED",
      SinceMillis: now,
      RequestedAtMillis: now,
      ...(number.Carrier === undefined ? {} : { Carrier: number.Carrier }),
      ...(transfer === undefined ? {} : { TransferFrom: transfer }),
      RejectPending: rejects,
      ...(rejects && known.RejectReason !== undefined ? { Reason: known.RejectReason } : {}),
      ...(known?.FailActivationFirst === true ? { ActivationFailPending: true } : {}),
      Steps: [{ State: "PORT_REQUESTED", AtMillis: now }],
    });
  },

  "porting.retry": ({ body }, context) => {
    const product = ownProduct(context, body.CustomerUUID, body.MobileUUID);
    if (isRefusal(product)) return product;
    const transfer = body.TransferFrom === undefined ? undefined : checkTransfer(true, body.TransferFrom);
    if (isRefusal(transfer)) return transfer;
    return onEvent(context, product, "retry", transfer === undefined ? {} : { TransferFrom: transfer });
  },

  "porting.cancel": ({ params, body }, context) => {
    const product = ownProduct(context, params.id, body.MobileUUID);
    return isRefusal(product) ? product : onEvent(context, product, "cancel");
  },

  "porting.action": ({ params, body }, context) => {
    if (body.CustomerUUID !== params.id) return refuse(400, "body.CustomerUUID: does not match the path");
    const product = ownProduct(context, params.id, body.MobileUUID);
    return isRefusal(product) ? product : onEvent(context, product, "confirm");
  },

  "porting.status": ({ params }, context) => {
    const product = ownProduct(context, params.id, params.mobile);
    if (isRefusal(product)) return product;
    const stored = context.world.porting.ports[product.UUID];
    if (stored === undefined) return refuse(404, NO_PORT);
    // The world's timeline has already moved the port to now; portAt changes nothing then and writes nothing.
    return portingReplyOf(portAt(stored, context.nowMillis), context.nowMillis);
  },

  "porting.lookup": ({ params }, context) =>
    lookupNumber(context.world, portingMsisdn(params.number) ?? params.number, context.nowMillis),
};
