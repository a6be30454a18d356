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

const NO_PORT = "No number porting found for this service";

const replyOf = (port: PortRecord): PortingReply => ({
  MobileUUID: port.MobileUUID,
  MSISDN: port.MSISDN,
  PortingState: port.State,
});

/** Saves a port and shows its state on the product; a completed port's number becomes the product's. */
const savePort = (context: SignedInContext, product: CoreProduct, port: PortRecord): PortingReply => {
  context.world.porting.ports[port.MobileUUID] = port;
  context.world.core.products[product.UUID] = {
    ...product,
    PortingState: port.State,
    ...(port.State === "PORT_COMPLETED" ? { MSISDN: port.MSISDN } : {}),
  };
  return replyOf(port);
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
  return savePort(context, product, {
    ...port,
    ...change,
    State: next.right.state,
    SinceMillis: next.right.since,
    RejectPending: false,
  });
};

/** SIM-06: number porting over the porting slice, moving on with the clock (the domain's porting progression). */
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
    const withNumber =
      existing?.State === "PORT_COMPLETED" ? { ...product, MSISDN: existing.MSISDN } : product;
    return savePort(context, withNumber, {
      CustomerUUID: product.CustomerUUID,
      MobileUUID: product.UUID,
      MSISDN: msisdn,
      State: "PORT_REQUESTED",
      SinceMillis: now,
      RequestedAtMillis: now,
      ...(transfer === undefined ? {} : { TransferFrom: transfer }),
      RejectPending: known?.RejectFirst === true,
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

  "porting.lookup": ({ params }, context) =>
    lookupNumber(context.world, portingMsisdn(params.number) ?? params.number, context.nowMillis),
};
