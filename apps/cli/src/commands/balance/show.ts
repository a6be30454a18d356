import { Command } from "commander";
import * as Effect from "effect/Effect";
import { billingKind } from "@waea/domain/account";
import { postpayBalanceCents, type BillingPeriod } from "@waea/domain/billing";
import { formatNzDate } from "@waea/domain/calendar";
import { formatNzd } from "@waea/domain/money";
import { loadPrepayBalance } from "@waea/domain/payments";
import { PaymentsApi } from "@waea/domain/payments/api";
import { nanosToMillis } from "@waea/domain/ports";
import { cliText } from "../../i18n/cli-catalog";
import { fields, text, toned } from "../../output/view";
import { withProductOption } from "../../program/common-options";
import type { Handle } from "../../program/wire";
import { failure } from "../../runtime/cli-error";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { activatedProduct, chosenAccount, chosenProduct } from "../../runtime/session";

export interface BalanceOptions {
  readonly product: string | undefined;
}

export type BalanceData =
  | {
      readonly kind: "prepay" | "payg";
      readonly product: string;
      readonly balanceCents: number;
      readonly usableCents: number;
      readonly expiresAt: string | null;
      readonly expired: boolean;
    }
  | {
      readonly kind: "postpay";
      readonly product: string;
      readonly balanceCents: number;
      readonly currentCycle: { readonly from: string; readonly upto: string } | null;
      readonly nextCycle: { readonly from: string; readonly upto: string } | null;
    };

export const balanceCommand = (handle: Handle<BalanceOptions>): Command =>
  withProductOption(new Command("balance").description(cliText("cli.balance.description"))).action(
    (options: { readonly product?: string }) => handle({ product: options.product }),
  );

const iso = (millis: number) => new Date(millis).toISOString();
const cycle = (period: BillingPeriod | undefined) =>
  period === undefined
    ? null
    : { from: iso(nanosToMillis(period.From)), upto: iso(nanosToMillis(period.Upto)) };
const cycleText = (period: { readonly from: string; readonly upto: string } | null) =>
  period === null
    ? text("cli.value.none")
    : `${formatNzDate(Date.parse(period.from))} – ${formatNzDate(Date.parse(period.upto))}`;

/** PAY-10: a prepay balance with its credit expiry, or a postpay balance with its billing cycles. */
export const run: Run<BalanceOptions, BalanceData> = (options, context) =>
  Effect.gen(function* () {
    const account = yield* chosenAccount(context);
    const product = yield* Effect.flatMap(chosenProduct(account, options.product), activatedProduct);
    const kind = billingKind(product.BillingReference);
    if (kind === "prepay" || kind === "payg") {
      const balance = yield* loadPrepayBalance(account, product.UUID).pipe(Effect.mapError(fromDomainError));
      const data: BalanceData = {
        kind,
        product: product.UUID,
        balanceCents: balance.balanceCents,
        usableCents: balance.usableCents,
        expiresAt: balance.expiresAtMillis === undefined ? null : iso(balance.expiresAtMillis),
        expired: balance.expired,
      };
      const expires =
        balance.expiresAtMillis === undefined
          ? text("cli.value.none")
          : formatNzDate(balance.expiresAtMillis);
      return result(data, [
        fields([
          [text("cli.field.product"), product.UUID],
          [text("cli.field.kind"), text(`account.type.${kind}`)],
          [text("cli.field.balance"), formatNzd(data.balanceCents)],
          [text("cli.field.usable"), formatNzd(data.usableCents)],
          [text("cli.field.credit_expires"), balance.expired ? toned(expires, "error") : expires],
        ]),
      ]);
    }
    if (kind !== "postpay") return yield* Effect.fail(failure("payments.no_prepay_product"));
    const payments = yield* PaymentsApi;
    const postpay = yield* payments
      .postpayBalance({ CustomerUUID: account, UUID: product.UUID })
      .pipe(Effect.mapError(fromDomainError));
    const data: BalanceData = {
      kind,
      product: product.UUID,
      balanceCents: postpayBalanceCents(postpay),
      currentCycle: cycle(postpay.Account?.CurrentBillingCycle),
      nextCycle: cycle(postpay.Account?.NextBillingCycle),
    };
    return result(data, [
      fields([
        [text("cli.field.product"), product.UUID],
        [text("cli.field.kind"), text("account.type.postpay")],
        [text("cli.field.balance"), formatNzd(data.balanceCents)],
        [text("cli.field.current_cycle"), cycleText(data.currentCycle)],
        [text("cli.field.next_cycle"), cycleText(data.nextCycle)],
      ]),
    ]);
  });
