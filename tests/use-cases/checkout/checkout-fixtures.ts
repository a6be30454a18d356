import { chooseSimType, type EshopAddress, type PlanChoice } from "@waea/domain/cart";
import { productionFlags } from "@waea/domain/config";
import type { CheckoutCartInput } from "@waea/domain/checkout";
import type { InProcessFakeApi } from "@waea/fake-api/in-process";
import { visitor, type Visitor } from "../support/fake-api";
import { requestLog, type RequestLog } from "../sim/request-log";
import { shopPlan, signInHere } from "../cart/shop-fixtures";

export const address: EshopAddress = {
  City: "Wellington",
  Country: "New Zealand",
  Postcode: "6011",
  Lines: ["45 Cuba Street", "Te Aro"],
  Phone: "021 555 0199",
};

/** The provider's confirmation of a card payment (what the Payments port calls). */
export const CONFIRM_CARD = "POST /payment-provider/v1/payment_intents/confirm";

export interface Shopper {
  readonly shopper: Visitor;
  readonly log: RequestLog;
  readonly customerUUID: string;
  readonly input: CheckoutCartInput;
  readonly plan: PlanChoice;
}

/**
 * A signed-in shopper (prepay@waea.test has a valid card) with an eSIM and a plan of the catalogue in the cart,
 * saved to the operator; the requests are noted from here on.
 */
export const shopperWithEsim = async (
  api: InProcessFakeApi,
  email = "prepay@waea.test",
  plan: PlanChoice = shopPlan(api),
): Promise<Shopper> => {
  const log = requestLog(api);
  const shopper = visitor(log.api);
  const customerUUID = await signInHere(shopper, email);
  await shopper.run(chooseSimType({ simType: "e_sim", plan, customerUUID }));
  log.clear();
  const input: CheckoutCartInput = {
    address,
    customerUUID,
    method: "card",
    flags: productionFlags,
    origin: "https://waea.nz",
  };
  return { shopper, log, customerUUID, input, plan };
};
