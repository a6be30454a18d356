import { Command } from "commander";
import * as Effect from "effect/Effect";
import { formatNzDate } from "@waea/domain/calendar";
import { formatNzd } from "@waea/domain/money";
import { loadBalance, type BillingCycle } from "@waea/domain/payments";
import { cliText } from "../../i18n/cli-catalog";
import { fields, text, toned } from "../../output/view";
import { withProductOption } from "../../program/common-options";
import type { Handle } from "../../program/wire";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount, chosenProduct } from "../../runtime/session";

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
const cycle = (period: BillingCycle | undefined) =>
  period === undefined ? null : { from: iso(period.fromMillis), upto: iso(period.uptoMillis) };
const cycleText = (period: { readonly from: string; readonly upto: string } | null) =>
  period === null
    ? text("cli.value.none")
    : `${formatNzDate(Date.parse(period.from))} – ${formatNzDate(Date.parse(period.upto))}`;

/** PAY-10: a prepay balance with its credit expiry, or a postpay balance with its billing cycles (loadBalance). */
export const run: Run<BalanceOptions, BalanceData> = (options, context) =>
  Effect.gen(function* () {
    const account = yield* chosenAccount(context);
    const product = yield* chosenProduct(account, options.product);
    const balance = yield* loadBalance(account, product).pipe(Effect.mapError(fromDomainError));
    if (balance.kind !== "postpay") {
      const { prepay } = balance;
      const data: BalanceData = {
        kind: balance.kind,
        product: product.UUID,
        balanceCents: prepay.balanceCents,
        usableCents: prepay.usableCents,
        expiresAt: prepay.expiresAtMillis === undefined ? null : iso(prepay.expiresAtMillis),
        expired: prepay.expired,
      };
      const expires =
        prepay.expiresAtMillis === undefined ? text("cli.value.none") : formatNzDate(prepay.expiresAtMillis);
      return result(data, [
        fields([
          [text("cli.field.product"), product.UUID],
          [text("cli.field.kind"), text(`account.type.${balance.kind}`)],
          [text("cli.field.balance"), formatNzd(data.balanceCents)],
          [text("cli.field.usable"), formatNzd(data.usableCents)],
          [text("cli.field.credit_expires"), prepay.expired ? toned(expires, "error") : expires],
        ]),
      ]);
    }
    const data: BalanceData = {
      kind: "postpay",
      product: product.UUID,
      balanceCents: balance.balanceCents,
      currentCycle: cycle(balance.currentCycle),
      nextCycle: cycle(balance.nextCycle),
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
