import type { NumberLookupReply, TransferFrom } from "@waea/domain/porting";
import { portingLookupNumber } from "@waea/domain/porting";
import { parseNzMobileNumber, validatePortingTransfer } from "@waea/domain/validation";
import * as Either from "effect/Either";
import { refuse, type Refusal } from "../server/handler";
import { firstErrorText } from "./message-text";
import { portAt } from "../world/porting-progress";
import type { World } from "../world/world";

/** The carrier a NZ mobile prefix was issued to (numbers keep it until they are ported). */
const CARRIERS: Readonly<Record<string, string>> = {
  "20": "Spark",
  "21": "One NZ",
  "22": "2degrees",
  "27": "Spark",
  "28": "One NZ",
  "29": "One NZ",
};
export const OUR_NETWORK = "Waea";
const OTHER = "Other carrier";

/** A number as the lookup takes it: the leading plus and separators dropped, then any NZ mobile spelling. */
export const portingMsisdn = (input: string): string | undefined =>
  parseNzMobileNumber(portingLookupNumber(input))?.msisdn;

/** The transfer details, required only with the transfer flag (spec 02 §5), checked by the domain's validator. */
export const checkTransfer = (
  transfer: boolean,
  from: TransferFrom | undefined,
): TransferFrom | undefined | Refusal => {
  const result = validatePortingTransfer({
    transfer,
    providerName: from?.Provider,
    accountHolder: from?.AccountHolderName,
    accountNumber: from?.AccountNumber,
    connectionId: from?.ConnectionID,
  });
  if (Either.isRight(result)) return result.right;
  return refuse(400, `body.TransferFrom: ${firstErrorText(result.left, "is not valid")}`);
};

/**
 * Who holds a number and whether it can be ported: ours (a product has it, or a port of it completed) cannot be;
 * a number the world knows has its own carrier and answer; any other belongs to its prefix's carrier. The latest
 * port of the number, as it stands now, is reported with it.
 */
export const lookupNumber = (world: World, msisdn: string, now: number): NumberLookupReply => {
  const ports = Object.values(world.porting.ports)
    .filter((port) => port.MSISDN === msisdn)
    .map((port) => portAt(port, now))
    .sort((a, b) => b.RequestedAtMillis - a.RequestedAtMillis);
  const latest = ports[0];
  const state = latest === undefined ? {} : { PortingState: latest.State };
  const ours =
    latest?.State === "PORT_COMPLETED" ||
    Object.values(world.core.products).some((product) => product.MSISDN === msisdn);
  if (ours) return { MSISDN: msisdn, Portable: false, Carrier: OUR_NETWORK, ...state };
  const known = world.porting.knownNumbers[msisdn];
  const carrier = known?.Carrier ?? CARRIERS[msisdn.slice(2, 4)] ?? OTHER;
  return { MSISDN: msisdn, Portable: known?.Portable ?? true, Carrier: carrier, ...state };
};
