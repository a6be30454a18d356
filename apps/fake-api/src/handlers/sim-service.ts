import type { ProductType } from "@waea/domain/account";
import { productStatusClass } from "@waea/domain/account";
import type { SimStatus } from "@waea/domain/sim";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import type { CoreProduct } from "../world/core";
import type { SimService } from "../world/sim";
import { ownProduct } from "./own-product";

export interface OwnSim {
  readonly product: CoreProduct;
  readonly service: SimService;
}

/** A SIM of the signed-in login's service, refused as the product would be (400, 403, 404). */
export const ownSim = (
  context: SignedInContext,
  customerUuid: string | undefined,
  productUuid: string | undefined,
): OwnSim | Refusal => {
  const product = ownProduct(context, customerUuid, productUuid);
  if (isRefusal(product)) return product;
  const service = context.world.sim.services[product.UUID];
  return service === undefined ? refuse(404, "This mobile service has no SIM") : { product, service };
};

/** The Type of a SIM action names the service's product type; a mismatch is a bad request. */
export const checkType = (product: CoreProduct, type: ProductType): Refusal | undefined =>
  (product.ProductType ?? "mobile") === type
    ? undefined
    : refuse(400, `body.Type: the service is ${product.ProductType ?? "mobile"}`);

/** SIM actions other than status need a service that has been activated. */
export const checkActivated = (product: CoreProduct): Refusal | undefined =>
  productStatusClass(product.Status, product.BillingReference) === "not_activated"
    ? refuse(409, "This service is not activated yet")
    : undefined;

export const simStatusOf = ({ product, service }: OwnSim): SimStatus => ({
  ProductInstanceUUID: product.UUID,
  SIMID: product.SIMID ?? "",
  Enabled: service.Enabled,
  ...(product.IMSI === undefined ? {} : { IMSI: product.IMSI }),
  ...(product.MSISDN === undefined ? {} : { MSISDN: product.MSISDN }),
  ESIM: service.ESIM,
  PUK: service.PUK,
});

/** Services are replaced, never edited in place. */
export const replaceService = (context: SignedInContext, productUuid: string, service: SimService): void => {
  context.world.sim.services[productUuid] = service;
};
