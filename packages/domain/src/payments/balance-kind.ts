import * as Either from "effect/Either";
import { accountType, billingKind, type BillingKind, type MobileProduct } from "../account";
import { PaymentsMessages, type PaymentsMessageKey } from "./messages";

type ProductFacts = Pick<MobileProduct, "Status" | "BillingReference" | "ProductType">;

/**
 * PAY-10: which balance a product has, by its billing kind: prepay and PAYG keep a prepay balance with a credit
 * expiry, postpay a balance with billing cycles. A product of an account not yet activated has none ('available
 * once your account is activated', spec 01 §5), nor has one without a billing kind.
 */
export const balanceKind = <P extends ProductFacts>(
  product: P,
): Either.Either<BillingKind, PaymentsMessageKey> => {
  if (accountType(product) === "not_activated") return Either.left(PaymentsMessages.accountNotActivated);
  const kind = billingKind(product.BillingReference);
  return kind === undefined ? Either.left(PaymentsMessages.noPrepayProduct) : Either.right(kind);
};

/** PAY-05: vouchers credit a prepay or PAYG service of an activated account (spec 01 §5, 02 §5). */
export const voucherProduct = <P extends ProductFacts>(product: P): Either.Either<P, PaymentsMessageKey> =>
  Either.flatMap(balanceKind(product), (kind) =>
    kind === "postpay" ? Either.left(PaymentsMessages.noPrepayProduct) : Either.right(product),
  );
