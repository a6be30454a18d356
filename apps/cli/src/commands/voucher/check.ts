import { Command } from "commander";
import * as Effect from "effect/Effect";
import { formatNzd } from "@waea/domain/money";
import { PaymentsApi } from "@waea/domain/payments/api";
import { cliText } from "../../i18n/cli-catalog";
import { fields, text, toned } from "../../output/view";
import { withProductOption } from "../../program/common-options";
import type { Handle } from "../../program/wire";
import { failure } from "../../runtime/cli-error";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount, chosenProduct } from "../../runtime/session";
import { voucherCode, voucherProduct } from "./shared";

export interface VoucherOptions {
  readonly code: string;
  readonly product: string | undefined;
}

export interface VoucherCheckData {
  readonly product: string;
  readonly code: string;
  readonly valid: true;
  readonly creditCents: number | null;
}

export const voucherCheckCommand = (handle: Handle<VoucherOptions>): Command =>
  withProductOption(
    new Command("check")
      .description(cliText("cli.voucher.check.description"))
      .argument("<code>", cliText("cli.voucher.arg_code")),
  ).action((code: string, options: { readonly product?: string }) =>
    handle({ code, product: options.product }),
  );

/** PAY-05: whether a voucher would redeem on the service, and for how much. Changes nothing. */
export const run: Run<VoucherOptions, VoucherCheckData> = (options, context) =>
  Effect.gen(function* () {
    const code = yield* voucherCode(options.code);
    const account = yield* chosenAccount(context);
    const product = yield* Effect.flatMap(chosenProduct(account, options.product), voucherProduct);
    const api = yield* PaymentsApi;
    const check = yield* api
      .checkVoucher(account, product.UUID, code)
      .pipe(Effect.mapError(() => failure("payments.redemption_check_error")));
    if (!check.Valid) return yield* Effect.fail(failure("payments.redemption_check_error"));
    const data: VoucherCheckData = {
      product: product.UUID,
      code,
      valid: true,
      creditCents: check.CreditCents ?? null,
    };
    return result(data, [
      fields([
        [text("cli.field.voucher"), code],
        [text("cli.field.valid"), toned(text("cli.value.yes"), "success")],
        [text("cli.field.credit"), data.creditCents === null ? "" : formatNzd(data.creditCents)],
        [text("cli.field.product"), product.UUID],
      ]),
    ]);
  });
