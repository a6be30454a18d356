// Every top-level command, with the module that builds it. Modules are imported only when their command runs
// (esbuild keeps them lazily initialised in the one-file bundle), so `waea --help` never loads effect or the domain.
import type { Command } from "commander";
import type { Wire } from "./wire";

export interface CommandEntry {
  readonly name: string;
  /** Its line in `waea --help`. */
  readonly summaryKey: string;
  readonly load: () => Promise<(wire: Wire) => Command>;
}

const entry = (name: string, load: CommandEntry["load"]): CommandEntry => ({
  name,
  summaryKey: `cli.${name}.summary`,
  load,
});

export const CommandEntries: ReadonlyArray<CommandEntry> = [
  entry("login", async () => {
    const m = await import("../commands/session/login");
    return (wire) => m.loginCommand(wire(m.run));
  }),
  entry("logout", async () => {
    const m = await import("../commands/session/logout");
    return (wire) => m.logoutCommand(wire(m.run));
  }),
  entry("whoami", async () => {
    const m = await import("../commands/session/whoami");
    return (wire) => m.whoamiCommand(wire(m.run));
  }),
  entry("accounts", async () => (await import("../commands/accounts/group")).accountsGroup),
  entry("account", async () => (await import("../commands/account/group")).accountGroup),
  entry("products", async () => {
    const m = await import("../commands/products/list");
    return (wire) => m.productsCommand(wire(m.run));
  }),
  entry("plans", async () => {
    const m = await import("../commands/plans/list");
    return (wire) => m.plansCommand(wire(m.run));
  }),
  entry("addons", async () => (await import("../commands/addons/group")).addonsGroup),
  entry("balance", async () => {
    const m = await import("../commands/balance/show");
    return (wire) => m.balanceCommand(wire(m.run));
  }),
  entry("usage", async () => {
    const m = await import("../commands/usage/show");
    return (wire) => m.usageCommand(wire(m.run));
  }),
  entry("invoices", async () => {
    const m = await import("../commands/invoices/list");
    return (wire) => m.invoicesCommand(wire(m.run));
  }),
  entry("invoice", async () => {
    const m = await import("../commands/invoice/show");
    return (wire) => m.invoiceCommand(wire(m.run));
  }),
  entry("payments", async () => {
    const m = await import("../commands/payments/list");
    return (wire) => m.paymentsCommand(wire(m.run));
  }),
  entry("cards", async () => {
    const m = await import("../commands/cards/list");
    return (wire) => m.cardsCommand(wire(m.run));
  }),
  entry("sim", async () => (await import("../commands/sim/group")).simGroup),
  entry("porting", async () => (await import("../commands/porting/group")).portingGroup),
  entry("fibre", async () => (await import("../commands/fibre/group")).fibreGroup),
  entry("rates", async () => {
    const m = await import("../commands/rates/list");
    return (wire) => m.ratesCommand(wire(m.run));
  }),
  entry("voucher", async () => (await import("../commands/voucher/group")).voucherGroup),
];

export const findEntry = (name: string | undefined): CommandEntry | undefined =>
  CommandEntries.find((candidate) => candidate.name === name);
