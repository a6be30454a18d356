import type { securityCalls } from "@waea/adapters/http/contract";
import {
  NO_SECURITY,
  SECURITY_LIST_MAX,
  securityNumber,
  type MobileSecurity,
} from "@waea/domain/mobile-security";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import type { SecurityService } from "../world/mobile-security";
import { ownProduct } from "./own-product";
import { stoppedUntil } from "./mobile-security-traffic";

const serviceOf = (context: SignedInContext, mobileUuid: string): SecurityService =>
  context.world.mobileSecurity.services[mobileUuid] ?? {
    Settings: NO_SECURITY,
    SinceMillis: context.nowMillis,
    Stopped: [],
  };

/** A list as sent: every entry a number (kept in the lists' one form), none twice, at most SECURITY_LIST_MAX. */
const cleanList = (
  name: string,
  list: ReadonlyArray<string>,
): ReadonlyArray<string> | ReturnType<typeof refuse> => {
  const numbers = list.map(securityNumber);
  if (numbers.some((number) => number === undefined)) return refuse(400, `body.${name}: not a phone number`);
  const unique = [...new Set(numbers.filter((number): number is string => number !== undefined))];
  if (unique.length > SECURITY_LIST_MAX)
    return refuse(400, `body.${name}: at most ${SECURITY_LIST_MAX} numbers`);
  return unique;
};

/** SIM-07: mobile security per mobile product, its stopped calls and texts simulated on the world's clock. */
export const securityHandlers: Handlers<typeof securityCalls> = {
  "security.get": ({ params }, context) => {
    const product = ownProduct(context, params.customer, params.mobile);
    return isRefusal(product) ? product : serviceOf(context, product.UUID).Settings;
  },

  "security.save": ({ body }, context) => {
    const product = ownProduct(context, body.CustomerUUID, body.MobileUUID);
    if (isRefusal(product)) return product;
    const blockList = cleanList("BlockList", body.BlockList);
    if (isRefusal(blockList)) return blockList;
    const allowList = cleanList("AllowList", body.AllowList);
    if (isRefusal(allowList)) return allowList;
    // Advanced builds on basic (the domain's withSwitch): a setting with advanced alone is not one.
    if (body.Advanced && !body.Basic) return refuse(400, "body.Advanced: needs Basic");
    const now = context.nowMillis;
    const before = serviceOf(context, product.UUID);
    const settings: MobileSecurity = {
      Basic: body.Basic,
      Advanced: body.Advanced,
      BlockList: blockList,
      AllowList: allowList,
    };
    // What the old setting stopped until now is kept; the new one stops from now on.
    context.world.mobileSecurity.services[product.UUID] = {
      Settings: settings,
      SinceMillis: now,
      Stopped: stoppedUntil(product.UUID, before, now),
    };
    return settings;
  },

  "security.report": ({ params }, context) => {
    const product = ownProduct(context, params.customer, params.mobile);
    if (isRefusal(product)) return product;
    const stopped = stoppedUntil(product.UUID, serviceOf(context, product.UUID), context.nowMillis);
    return {
      Stopped: stopped.map(({ AtMillis, ...contact }) => ({
        ...contact,
        At: new Date(AtMillis).toISOString(),
      })),
    };
  },
};
