import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { accountType, billingKind, isActivatedAccountType, type MobileProduct } from "@waea/domain/account";
import { validateVoucherCode } from "@waea/domain/validation";
import { CliError, failure } from "../../runtime/cli-error";

/** The 13-digit rule of the validation context: 'No Voucher Code' or 'Please enter a valid voucher code' (exit 2). */
export const voucherCode = (code: string | undefined): Effect.Effect<string, CliError> =>
  Either.match(validateVoucherCode(code), {
    onLeft: (errors) => {
      const [first] = errors.code ?? [];
      return Effect.fail(
        new CliError({ kind: "usage", message: first ?? { key: "validation.voucher_invalid" } }),
      );
    },
    onRight: Effect.succeed,
  });

/** Vouchers credit a prepay or PAYG service of an activated account (spec 01 §5). */
export const voucherProduct = (product: MobileProduct): Effect.Effect<MobileProduct, CliError> => {
  if (!isActivatedAccountType(accountType(product)))
    return Effect.fail(failure("routing.account_not_activated"));
  const kind = billingKind(product.BillingReference);
  return kind === "prepay" || kind === "payg"
    ? Effect.succeed(product)
    : Effect.fail(failure("payments.no_prepay_product"));
};
