import { Command } from "commander";
import * as Effect from "effect/Effect";
import { formatNzd } from "@waea/domain/money";
import { checkVoucher } from "@waea/domain/payments";
import { cliText } from "../../i18n/cli-catalog";
import { fields, text, toned } from "../../output/view";
import { withProductOption } from "../../program/common-options";
import type { Handle } from "../../program/wire";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount } from "../../runtime/session";
import { voucherCode, voucherService } from "./shared";

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

/**
 * PAY-05: whether a voucher would redeem on the service, and for how much (the domain's checkVoucher, the first
 * step of a redemption). Changes nothing. A refused check is 'Redemption check Error'; an ended session, an
 * unreachable API and the rest are told the way every command tells them.
 */
export const run: Run<VoucherOptions, VoucherCheckData> = (options, context) =>
  Effect.gen(function* () {
    const code = yield* voucherCode(options.code);
    const account = yield* chosenAccount(context);
    const product = yield* voucherService(account, options.product);
    const check = yield* checkVoucher(account, product.UUID, code).pipe(Effect.mapError(fromDomainError));
    const data: VoucherCheckData = {
      product: product.UUID,
      code: check.code,
      valid: true,
      creditCents: check.creditCents ?? null,
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
