import { cliText } from "../../i18n/cli-catalog";
import type { Wire } from "../../program/wire";
import { autoRenewCommand, run as autoRenew } from "./auto-renew";
import { addonsCommand, run as list } from "./list";

/** `waea addons` lists; `waea addons auto-renew <addon> <on|off>` switches auto renew. */
export const addonsGroup = (wire: Wire) =>
  addonsCommand(wire(list))
    .summary(cliText("cli.addons.summary"))
    .addCommand(autoRenewCommand(wire(autoRenew)));
