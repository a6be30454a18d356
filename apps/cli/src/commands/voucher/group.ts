import { Command } from "commander";
import { cliText } from "../../i18n/cli-catalog";
import type { Wire } from "../../program/wire";
import { voucherCheckCommand, run as check } from "./check";
import { voucherRedeemCommand, run as redeem } from "./redeem";

export const voucherGroup = (wire: Wire): Command =>
  new Command("voucher")
    .description(cliText("cli.voucher.summary"))
    .addCommand(voucherCheckCommand(wire(check)))
    .addCommand(voucherRedeemCommand(wire(redeem)));
