import { Command } from "commander";
import * as Effect from "effect/Effect";
import { formatNzd } from "@waea/domain/money";
import { redeemVoucher } from "@waea/domain/payments";
import { cliText } from "../../i18n/cli-catalog";
import { notice, text } from "../../output/view";
import { withProductOption, withYesOption } from "../../program/common-options";
import type { Handle } from "../../program/wire";
import { confirmWrite } from "../../runtime/confirm";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount } from "../../runtime/session";
import { voucherCode, voucherService } from "./shared";

export interface VoucherRedeemOptions {
  readonly code: string;
  readonly product: string | undefined;
  readonly yes: boolean;
}

export interface VoucherRedeemData {
  readonly product: string;
  readonly code: string;
  readonly creditCents: number | null;
}

export const voucherRedeemCommand = (handle: Handle<VoucherRedeemOptions>): Command =>
  withYesOption(
    withProductOption(
      new Command("redeem")
        .description(cliText("cli.voucher.redeem.description"))
        .argument("<code>", cliText("cli.voucher.arg_code")),
    ),
  ).action((code: string, options: { readonly product?: string; readonly yes?: boolean }) =>
    handle({ code, product: options.product, yes: options.yes === true }),
  );

/** PAY-05: redeems a voucher on a prepay service (the domain checks, then redeems); asks first. */
export const run: Run<VoucherRedeemOptions, VoucherRedeemData> = (options, context) =>
  Effect.gen(function* () {
    const code = yield* voucherCode(options.code);
    const account = yield* chosenAccount(context);
    const product = yield* voucherService(account, options.product);
    yield* confirmWrite(
      context,
      options.yes,
      text("cli.voucher.redeem.confirm", { code, product: product.UUID }),
    );
    const redeemed = yield* redeemVoucher(account, product.UUID, code).pipe(Effect.mapError(fromDomainError));
    const creditCents = redeemed.creditCents ?? null;
    return result({ product: product.UUID, code, creditCents }, [
      notice(
        "success",
        text("cli.voucher.redeem.done", { amount: formatNzd(creditCents ?? 0), product: product.UUID }),
      ),
    ]);
  });
