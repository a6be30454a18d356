import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DemoAccounts, OPS } from "./accounts";
import {
  DEMO_PASSWORD,
  ExitCodes,
  digest,
  json,
  login,
  resetCliWorld,
  startCliWorld,
  stopCliWorld,
  waea,
  type CliWorld,
} from "./harness";

let world: CliWorld;
beforeAll(async () => {
  world = await startCliWorld();
});
afterAll(() => stopCliWorld(world));
beforeEach(async () => {
  await resetCliWorld(world);
  await login(world, OPS, DEMO_PASSWORD);
});

const on = (account: string, ...args: ReadonlyArray<string>) => ["--account", account, ...args];

describe("what the read commands show of the demo world (CLI-03)", () => {
  it("prepay: balance, cards (the expired one flagged), add-ons, products", async () => {
    const balance = await waea(world, on(DemoAccounts.prepay, "--json", "balance"));
    expect(json(balance)).toMatchObject({
      kind: "prepay",
      balanceCents: 2350,
      usableCents: 2350,
      expired: false,
    });
    const human = await waea(world, on(DemoAccounts.prepay, "balance"));
    expect(human.stdout).toMatch(/Balance\s+\$23\.50/);
    const cards = await waea(world, on(DemoAccounts.prepay, "--json", "cards"));
    expect(json(cards).cards).toMatchObject([
      { is_default: true, last4: "4242", is_card_expired: false },
      { is_default: false, last4: "4444", is_card_expired: true },
    ]);
    expect(cards.stdout).not.toContain("pm_");
    const addons = await waea(world, on(DemoAccounts.prepay, "addons"));
    expect(addons.stdout).toContain("Kōrero 8GB");
    const products = json(await waea(world, on(DemoAccounts.prepay, "--json", "products")));
    expect(products.products).toMatchObject([
      { accountType: "prepay", statusClass: "active", primary: true },
    ]);
  });

  it("postpay: invoices with DUE and OVERDUE and the overdue warning, paging, a status filter", async () => {
    const page = await waea(world, on(DemoAccounts.postpay, "invoices"));
    expect(page.code).toBe(ExitCodes.ok);
    expect(page.stdout).toMatch(/INV-\S+\s+Due\s/);
    expect(page.stdout).toMatch(/INV-\S+\s+Overdue\s/);
    expect(page.stderr).toContain("You have an overdue invoice.");
    expect(page.stderr).toContain("Page 1 of 3.");
    const overdue = json(
      await waea(world, on(DemoAccounts.postpay, "--json", "invoices", "--status", "OVERDUE")),
    );
    expect(overdue).toMatchObject({ overdue: true, totalItems: 1, invoices: [{ Status: "OVERDUE" }] });
    const balance = json(await waea(world, on(DemoAccounts.postpay, "--json", "balance")));
    expect(balance).toMatchObject({ kind: "postpay", currentCycle: { from: expect.any(String) } });
  });

  it("invoice --pdf writes the PDF atomically (0600) and will not replace a file without --yes", async () => {
    const number =
      (
        json(await waea(world, on(DemoAccounts.postpay, "--json", "invoices"))).invoices as Array<{
          Number: string;
        }>
      )[0]?.Number ?? "";
    const file = join(world.configHome, "invoice.pdf");
    const run = await waea(world, on(DemoAccounts.postpay, "--json", "invoice", number, "--pdf", file));
    expect(run.code).toBe(ExitCodes.ok);
    expect(json(run)).toMatchObject({ invoice: { Number: number }, pdf: { path: file } });
    expect(readFileSync(file, "latin1").startsWith("%PDF-")).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, "mine");
    const refused = await waea(world, on(DemoAccounts.postpay, "invoice", number, "--pdf", file));
    expect(refused.code).toBe(ExitCodes.usage);
    expect(readFileSync(file, "utf8")).toBe("mine");
    const replaced = await waea(world, on(DemoAccounts.postpay, "invoice", number, "--pdf", file, "--yes"));
    expect(replaced.code).toBe(ExitCodes.ok);
    expect(readFileSync(file, "latin1").startsWith("%PDF-")).toBe(true);
  });

  it("an unknown invoice number is the spec's message, exit 1, no file and no change", async () => {
    const before = await digest(world);
    const file = join(world.configHome, "none.pdf");
    const run = await waea(world, on(DemoAccounts.postpay, "invoice", "INV-404", "--pdf", file));
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toContain("Invoice or receipt #INV-404 not found");
    expect(existsSync(file)).toBe(false);
    expect(await digest(world)).toEqual(before);
  });

  it("plans, payments, usage, SIM settings, porting and rates", async () => {
    const plans = json(await waea(world, ["--json", "plans", "--kind", "postpay"]));
    expect((plans.plans as ReadonlyArray<{ kind: string }>).every((p) => p.kind === "postpay")).toBe(true);
    const payments = json(await waea(world, on(DemoAccounts.prepay, "--json", "payments", "--page", "2")));
    expect(payments).toMatchObject({ pageNumber: 2, totalPages: 3 });
    const usage = json(await waea(world, on(DemoAccounts.prepay, "--json", "usage", "--group", "month")));
    expect(usage.balances).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "data" })]));
    const sim = json(await waea(world, on(DemoAccounts.prepay, "--json", "sim", "settings")));
    expect(sim).toMatchObject({ settings: { Barring: { AllowIncomingCalls: true } } });
    const porting = json(await waea(world, on(DemoAccounts.porting, "--json", "porting", "status")));
    expect(porting).toMatchObject({ state: "NETWORK_PROVISIONING", phase: "in_progress" });
    const rates = await waea(world, ["rates"], { env: { xdgConfigHome: join(world.configHome, "nobody") } });
    expect(rates.code).toBe(ExitCodes.ok);
    expect(rates.stdout).toContain("Australia");
  });

  it("a service not yet activated has no balance to show, in the domain's words (exit 1)", async () => {
    const run = await waea(world, on(DemoAccounts.newProduct, "balance"));
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toContain("This is available once your account is activated.");
    const products = json(await waea(world, on(DemoAccounts.newProduct, "--json", "products")));
    expect(products.products).toMatchObject([{ statusClass: "not_activated" }]);
  });

  it("--json prints exactly one document on stdout for every read (CLI-04)", async () => {
    const reads = [
      ["whoami"],
      ["accounts", "list"],
      ["products"],
      ["addons"],
      ["balance"],
      ["usage"],
      ["invoices"],
      ["payments"],
      ["cards"],
      ["sim", "settings"],
      ["porting", "status"],
      ["voucher", "check", "6700000000012"],
    ];
    for (const args of reads) {
      const run = await waea(world, on(DemoAccounts.prepay, "--json", ...args));
      expect(run.code, args.join(" ")).toBe(ExitCodes.ok);
      expect(() => JSON.parse(run.stdout), args.join(" ")).not.toThrow();
    }
  });
});
