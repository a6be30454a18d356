import type { PortingReply } from "@waea/domain/porting";
import type { PortRecord } from "../world/porting";
import type { World } from "../world/world";
import { mailPortingUpdate } from "./porting-mail";

const iso = (millis: number): string => new Date(millis).toISOString();

/**
 * Saves a port and shows its state on its product; a completed port's number becomes the product's (the number
 * the customer brought in replaces the one they were given). The customer is e-mailed when it is requested,
 * rejected or completed (porting-mail.ts).
 */
export const savePortIn = (world: World, port: PortRecord): void => {
  mailPortingUpdate(world, world.porting.ports[port.MobileUUID], port);
  world.porting.ports[port.MobileUUID] = port;
  const product = world.core.products[port.MobileUUID];
  if (product === undefined) return;
  world.core.products[product.UUID] = {
    ...product,
    PortingState: port.State,
    ...(port.State === "PORT_COMPLETED" ? { MSISDN: port.MSISDN } : {}),
  };
};

/** The port as the porting calls return it (porting-requests.ts PortingReply), read at `now` by the operator. */
export const portingReplyOf = (port: PortRecord, now: number): PortingReply => {
  const stopped = port.State === "PORT_REJECTED" || port.State === "SERVICE_ACTIVATION_FAILED";
  return {
    MobileUUID: port.MobileUUID,
    MSISDN: port.MSISDN,
    PortingState: port.State,
    RequestedAt: iso(port.RequestedAtMillis),
    Steps: (port.Steps ?? []).map((step) => ({ State: step.State, At: iso(step.AtMillis) })),
    CheckedAt: iso(now),
    ...(port.Carrier === undefined ? {} : { Carrier: port.Carrier }),
    ...(stopped && port.Reason !== undefined ? { Reason: port.Reason } : {}),
    ...(port.TransferFrom === undefined ? {} : { TransferFrom: port.TransferFrom }),
  };
};
