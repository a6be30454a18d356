import { translate } from "@waea/adapters/i18n";
import { productStatusClass } from "@waea/domain/account";
import { SPID } from "@waea/domain/config";
import { OnboardingErrors } from "@waea/domain/onboarding";
import { opaque } from "../auth/keys";
import { refuse, type HandlerContext, type Refusal } from "../server/handler";
import type { CoreProduct } from "../world/core";
import { LINK_LIFETIME_MS } from "../world/onboarding";

/** The spec's onboarding texts (01 §8) as the fake API answers them. */
export const OnboardingRefusals = {
  alreadyActive: () => refuse(409, translate("en", OnboardingErrors.serviceAlreadyActive)),
  notFound: () => refuse(404, translate("en", OnboardingErrors.numberOrSimNotFound)),
  codeIncorrect: () => refuse(400, translate("en", "onboarding.verification_code_incorrect")),
  tokenError: () => refuse(400, "TOKEN_ERROR"),
  noService: () => refuse(404, "NO_SERVICE"),
  cantAdoptByIp: () => refuse(400, "CANT_ADOPT_BY_IP"),
} as const;

export const checkSpid = (spid: number): Refusal | undefined =>
  spid === SPID ? undefined : refuse(400, `body.SPID: must be ${SPID}`);

/** Activated (or on its way: finalised and waiting to be ready) services cannot be adopted or activated again. */
export const isActivated = (context: HandlerContext, product: CoreProduct): boolean =>
  productStatusClass(product.Status, product.BillingReference) !== "not_activated" ||
  context.world.onboarding.activations[product.UUID] !== undefined;

export const productByMsisdn = (context: HandlerContext, msisdn: string): CoreProduct | undefined =>
  Object.values(context.world.core.products).find((product) => product.MSISDN === msisdn);

export const productBySimId = (context: HandlerContext, simId: string): CoreProduct | undefined =>
  Object.values(context.world.core.products).find((product) => product.SIMID === simId);

/** A new opaque token for a purpose, counted in the onboarding slice. */
export const issueToken = (context: HandlerContext, purpose: string): string => {
  const onboarding = context.world.onboarding;
  onboarding.counter += 1;
  return opaque(context.store.keys, `onboarding:${purpose}:${onboarding.counter}`);
};

/**
 * Adopts a service (ONB-02): it joins `customerUuid`'s account when an existing customer adopts it (the product
 * record is replaced), and the adoption gets a resume token. Validation is the caller's: this only writes.
 */
export const adopt = (
  context: HandlerContext,
  product: CoreProduct,
  customerUuid?: string,
): { readonly CustomerUUID: string; readonly ProductInstanceUUID: string; readonly Token: string } => {
  const owner = customerUuid ?? product.CustomerUUID;
  if (owner !== product.CustomerUUID)
    context.world.core.products[product.UUID] = { ...product, CustomerUUID: owner };
  const token = issueToken(context, `adoption:${product.UUID}`);
  context.world.onboarding.adoptions[token] = {
    CustomerUUID: owner,
    ProductInstanceUUID: product.UUID,
    ExpiresAtMillis: context.nowMillis + LINK_LIFETIME_MS,
  };
  return { CustomerUUID: owner, ProductInstanceUUID: product.UUID, Token: token };
};
