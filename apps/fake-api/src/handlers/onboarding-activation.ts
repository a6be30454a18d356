import type { onboardingCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import { billingKind, isSuspended, type BillingKind } from "@waea/domain/account";
import { hasOverdue } from "@waea/domain/billing";
import { OnboardingErrors, productCatalogUUIDFor, type KindActivationRequest } from "@waea/domain/onboarding";
import { canAuthorizeCard, liveMethods, toCard } from "@waea/domain/payments";
import * as Either from "effect/Either";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import type { CoreProduct } from "../world/core";
import { openPayment } from "./card-payment";
import { OnboardingRefusals, checkSpid, isActivated } from "./onboarding-services";
import { scheduleActivation } from "./onboarding-ready";
import { ownProduct } from "./own-product";

type ActivationIds =
  | "onboarding.activate"
  | "onboarding.postpayActivation"
  | "onboarding.paygActivation"
  | "onboarding.prepayFinaliseActivation"
  | "onboarding.getPrepayProduct"
  | "onboarding.getPostpayProduct";

/** The dry activation checks the card with a $1.00 charge, credited to the new service's balance. */
export const CARD_CHECK_CENTS = 100;

/** A product as the product reads answer it: without core's CustomerUUID. */
const asReply = ({ CustomerUUID: _customer, ...product }: CoreProduct) => product;

const notActivatedProduct = (context: SignedInContext, customerUuid: string, productUuid: string) => {
  const product = ownProduct(context, customerUuid, productUuid);
  if (isRefusal(product)) return product;
  return isActivated(context, product) ? OnboardingRefusals.alreadyActive() : product;
};

/** A suspended account or an overdue bill fails the postpay credit check. */
const passesCreditCheck = (context: SignedInContext, customerUuid: string): boolean => {
  const customer = context.world.core.customers[customerUuid];
  return (
    customer !== undefined &&
    !isSuspended(customer) &&
    !hasOverdue(context.world.billing.invoices[customerUuid] ?? [])
  );
};

/** The plan chosen for a kind: the request's, which the catalog must know, else the SIM's metadata. */
const planFor = (
  context: SignedInContext,
  product: CoreProduct,
  kind: BillingKind,
  body?: KindActivationRequest,
) => {
  const chosen = body?.ProductCatalogUUID;
  if (chosen !== undefined && !context.world.plans.catalog.some((entry) => entry.UUID === chosen))
    return refuse(400, "body.ProductCatalogUUID: no such plan");
  const metadata = context.world.sim.services[product.UUID]?.Metadata ?? {};
  const catalog = chosen ?? productCatalogUUIDFor(metadata, kind);
  return {
    ...(catalog === undefined ? {} : { ProductCatalogUUID: catalog }),
    ...(body?.ProductAvailabilityUUID === undefined
      ? {}
      : { ProductAvailabilityUUID: body.ProductAvailabilityUUID }),
  };
};

const finalise = (kind: BillingKind) => (body: KindActivationRequest, context: SignedInContext) => {
  const product = notActivatedProduct(context, body.CustomerUUID, body.ProductInstanceUUID);
  if (isRefusal(product)) return product;
  const plan = planFor(context, product, kind, body);
  if (isRefusal(plan)) return plan;
  if (kind === "postpay" && !passesCreditCheck(context, product.CustomerUUID))
    return refuse(422, translate("en", OnboardingErrors.creditCheckFailed));
  scheduleActivation(context, product, { Kind: kind, Casual: false, ...plan });
  return { ProductInstanceUUID: product.UUID, Accepted: true };
};

/** The product being activated, when it is (or becomes) of the wanted side: prepay and payg, or postpay. */
const readProduct =
  (wanted: "prepay" | "postpay") =>
  (
    { params }: { readonly params: { readonly id: string; readonly product: string } },
    context: SignedInContext,
  ) => {
    const product = ownProduct(context, params.id, params.product);
    if (isRefusal(product)) return product;
    // The kind being activated first: a SIM transfer (ONB-10) still carries its previous kind until it is ready.
    const kind =
      context.world.onboarding.activations[product.UUID]?.Kind ?? billingKind(product.BillingReference);
    if (kind !== undefined && (kind === "postpay") !== (wanted === "postpay"))
      return refuse(404, wanted === "postpay" ? "No postpay product" : "No prepay product");
    return asReply(product);
  };

/** ONB-03..06: the dry activation, the finalisation calls, and the product reads the activation screen polls. */
export const activationHandlers: Pick<Handlers<typeof onboardingCalls>, ActivationIds> = {
  "onboarding.activate": ({ params }, context) => {
    const product = notActivatedProduct(context, params.id, params.product);
    if (isRefusal(product)) return product;
    if (!params.dry) {
      const plan = planFor(context, product, "prepay");
      if (isRefusal(plan)) return plan;
      scheduleActivation(context, product, { Kind: "prepay", Casual: false, ...plan });
      return {};
    }
    if (context.world.sim.services[product.UUID]?.Metadata.FullyPaid === true) return {};
    const card = liveMethods(context.world.payments.methods[product.CustomerUUID] ?? [])[0];
    if (card === undefined) return refuse(412, "Service is not dry-activated: no payment method on file");
    const usable = canAuthorizeCard(toCard(card, true, context.nowMillis), context.nowMillis);
    if (Either.isLeft(usable)) return refuse(402, translate("en", usable.left));
    return openPayment(context, {
      CustomerUUID: product.CustomerUUID,
      AmountCents: CARD_CHECK_CENTS,
      Purpose: { Kind: "topup", ProductUUID: product.UUID },
    });
  },

  "onboarding.postpayActivation": ({ body }, context) => finalise("postpay")(body, context),
  "onboarding.paygActivation": ({ body }, context) => finalise("payg")(body, context),

  "onboarding.prepayFinaliseActivation": ({ body }, context) => {
    const bad = checkSpid(body.SPID);
    if (bad !== undefined) return bad;
    const product = notActivatedProduct(context, body.CustomerUUID, body.ProductInstanceUUID);
    if (isRefusal(product)) return product;
    const plan = planFor(context, product, "prepay");
    if (isRefusal(plan)) return plan;
    scheduleActivation(context, product, { Kind: "prepay", Casual: true, ...plan });
    return { ProductInstanceUUID: product.UUID, Accepted: true };
  },

  "onboarding.getPrepayProduct": (input, context) => readProduct("prepay")(input, context),
  "onboarding.getPostpayProduct": (input, context) => readProduct("postpay")(input, context),
};
