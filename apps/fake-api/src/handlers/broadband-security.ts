import type { broadbandCalls } from "@waea/adapters/http/contract";
import { DEFAULT_BROADBAND_SECURITY, type BroadbandSecurity } from "@waea/domain/broadband";
import { isRefusal, type Handlers, type SignedInContext } from "../server/handler";
import type { World } from "../world/world";
import { ufbProductAt } from "./broadband-fibre-records";

type Calls = typeof broadbandCalls;

/** A service's protection: as its customer last set it, else the operator's default (threats blocked, no filter). */
const securityOf = (world: World, productUuid: string): BroadbandSecurity => {
  const stored = world.broadband.security[productUuid];
  return stored === undefined
    ? { ProductUUID: productUuid, ...DEFAULT_BROADBAND_SECURITY }
    : {
        ProductUUID: productUuid,
        ThreatProtection: stored.ThreatProtection,
        FamilyFilter: stored.FamilyFilter,
        UpdatedAtMillis: stored.UpdatedAtMillis,
      };
};

/**
 * broadband.ufbSecurity and broadband.setUfbSecurity (BB-04, profile/broadband/security): the network protection of
 * the caller's own fibre services (another's is not found, as its record is). A change is stored once; settings the
 * service already has change nothing, not even the time of the last change.
 */
export const broadbandSecurityHandlers: Pick<
  Handlers<Calls>,
  "broadband.ufbSecurity" | "broadband.setUfbSecurity"
> = {
  "broadband.ufbSecurity": ({ params }, context: SignedInContext) => {
    const product = ufbProductAt(context, params.uuid);
    return isRefusal(product) ? product : securityOf(context.world, product.UUID);
  },
  "broadband.setUfbSecurity": ({ params, body }, context: SignedInContext) => {
    const product = ufbProductAt(context, params.uuid);
    if (isRefusal(product)) return product;
    const current = securityOf(context.world, product.UUID);
    if (current.ThreatProtection === body.ThreatProtection && current.FamilyFilter === body.FamilyFilter)
      return current;
    context.world.broadband.security[product.UUID] = {
      ThreatProtection: body.ThreatProtection,
      FamilyFilter: body.FamilyFilter,
      UpdatedAtMillis: context.nowMillis,
      Changes: (context.world.broadband.security[product.UUID]?.Changes ?? 0) + 1,
    };
    return securityOf(context.world, product.UUID);
  },
};
