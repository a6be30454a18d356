import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { billingKind, type MobileProduct } from "@waea/domain/account";
import { validateVoucherCode } from "@waea/domain/validation";
import { CliError, failure } from "../../runtime/cli-error";
import { activatedProduct } from "../../runtime/session";

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
export const voucherProduct = (product: MobileProduct): Effect.Effect<MobileProduct, CliError> =>
  Effect.flatMap(activatedProduct(product), (activated) => {
    const kind = billingKind(activated.BillingReference);
    return kind === "prepay" || kind === "payg"
      ? Effect.succeed(activated)
      : Effect.fail(failure("payments.no_prepay_product"));
  });
