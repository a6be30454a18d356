import { Command } from "commander";
import * as Effect from "effect/Effect";
import { portingView, type PortingView } from "@waea/domain/porting";
import { cliText } from "../../i18n/cli-catalog";
import { fields, text, toned, type Tone } from "../../output/view";
import { withProductOption } from "../../program/common-options";
import type { Handle } from "../../program/wire";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount, chosenProduct } from "../../runtime/session";

export interface PortingStatusOptions {
  readonly product: string | undefined;
}

export interface PortingStatusData {
  readonly product: string;
  readonly msisdn: string | null;
  /** The PortingState as the operator sent it. */
  readonly state: string | null;
  readonly phase: PortingView["phase"];
  readonly labelKey: string | null;
  readonly tooltipKey: string | null;
  /** 1 to 11 (spec 02 §4). */
  readonly step: number | null;
}

export const portingStatusCommand = (handle: Handle<PortingStatusOptions>): Command =>
  withProductOption(new Command("status").description(cliText("cli.porting.status.description"))).action(
    (options: { readonly product?: string }) => handle({ product: options.product }),
  );

const TONES: Readonly<Record<PortingView["phase"], Tone>> = {
  none: "muted",
  in_progress: "info",
  completed: "success",
  canceled: "muted",
  failed: "error",
};

/** SIM-06: the porting state of a service with its label, tooltip and step (1 to 11), from its PortingState. */
export const run: Run<PortingStatusOptions, PortingStatusData> = (options, context) =>
  Effect.gen(function* () {
    const account = yield* chosenAccount(context);
    const product = yield* chosenProduct(account, options.product);
    const view = portingView(product.PortingState);
    const data: PortingStatusData = {
      product: product.UUID,
      msisdn: product.MSISDN ?? null,
      state: product.PortingState ?? null,
      phase: view.phase,
      labelKey: view.labelKey ?? null,
      tooltipKey: view.tooltipKey ?? null,
      step: view.step ?? null,
    };
    return result(data, [
      fields([
        [text("cli.field.product"), product.UUID],
        [text("cli.field.number"), product.MSISDN ?? ""],
        [
          text("cli.field.porting"),
          toned(
            view.labelKey === undefined ? text("cli.porting.none") : text(view.labelKey),
            TONES[view.phase],
          ),
        ],
        [text("cli.field.step"), view.step === undefined ? "" : `${view.step}/11`],
        [text("cli.field.detail"), view.tooltipKey === undefined ? "" : text(view.tooltipKey)],
      ]),
    ]);
  });
