import type { simCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import { billingKind, splitBillingReference } from "@waea/domain/account";
import { BillingMessages, amountToSettleCents, canTransferBillingType } from "@waea/domain/billing";
import * as Either from "effect/Either";
import { isRefusal, refuse, type Handlers } from "../server/handler";
import { ownProduct } from "./own-product";

type TransferHandlers = Pick<Handlers<typeof simCalls>, "sim.transferProductType">;

/**
 * PUT /sim/v1/product-type/{dry}: move a service between postpay, prepay and PAYG once outstanding amounts are paid
 * (spec 02 §4, the billing context's precondition over the account's invoices). A dry run changes nothing and says
 * what is owed; the real one refuses while anything is. A service not yet activated has no billing type and owes
 * nothing: the transfer sets its type (onboarding chooses it before activation).
 */
export const simTransferHandlers: TransferHandlers = {
  "sim.transferProductType": ({ params, body }, context) => {
    const product = ownProduct(context, body.CustomerUUID, body.ProductInstanceUUID);
    if (isRefusal(product)) return product;
    const invoices = context.world.billing.invoices[product.CustomerUUID] ?? [];
    const from = billingKind(product.BillingReference);
    const owed = from === undefined ? 0 : amountToSettleCents({ invoices });
    if (from !== undefined) {
      const decision = canTransferBillingType({ from, to: body.Type, invoices });
      if (Either.isLeft(decision) && decision.left === BillingMessages.transferSameType)
        return refuse(400, translate("en", decision.left));
      if (Either.isLeft(decision) && !params.dry) return refuse(409, translate("en", decision.left));
    }
    if (params.dry)
      return { Type: body.Type, Transferred: false, ...(owed > 0 ? { OutstandingCents: owed } : {}) };
    const customer = context.world.core.customers[product.CustomerUUID];
    const account =
      splitBillingReference(product.BillingReference)?.account ||
      customer?.AccountNumber ||
      product.CustomerUUID;
    context.world.core.products[product.UUID] = { ...product, BillingReference: `${body.Type}:${account}` };
    return { Type: body.Type, Transferred: true };
  },
};
