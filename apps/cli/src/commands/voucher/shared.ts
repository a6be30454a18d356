import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { MobileProduct } from "@waea/domain/account";
import { paymentsError, voucherProduct } from "@waea/domain/payments";
import { validateVoucherCode } from "@waea/domain/validation";
import { CliError } from "../../runtime/cli-error";
import { fromDomainError } from "../../runtime/domain-errors";
import type { CliServices } from "../../runtime/run-types";
import { chosenProduct } from "../../runtime/session";

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

/** The service a voucher goes on: --product or the primary one, which the payments rule must let it credit. */
export const voucherService = (
  account: string,
  product: string | undefined,
): Effect.Effect<MobileProduct, CliError, CliServices> =>
  Effect.flatMap(chosenProduct(account, product), (chosen) =>
    Either.match(voucherProduct(chosen), {
      onLeft: (key) => Effect.fail(fromDomainError(paymentsError(key))),
      onRight: Effect.succeed,
    }),
  );
