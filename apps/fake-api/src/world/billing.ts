import { billingKind } from "@waea/domain/account";
import type {
  BillingCycle,
  Charge,
  Invoice,
  InvoiceLine,
  InvoiceStatus,
  Receipt,
} from "@waea/domain/billing";
import { millisToNanos } from "@waea/domain/ports";
import type { CoreProduct, CoreState } from "./core";
import { coreLabels } from "./core-labels";
import { DEMO_LOGINS } from "./demo-accounts";
import type { SeedContext } from "./seed-context";

/** The billing slice: invoices (newest first), receipts, charges and billing cycles per customer account. */
export interface BillingState {
  readonly invoices: Record<string, ReadonlyArray<Invoice>>;
  readonly receipts: Record<string, ReadonlyArray<Receipt>>;
  readonly charges: Record<string, ReadonlyArray<Charge>>;
  readonly cycles: Record<string, BillingCycle>;
  /** Accounts whose cycle may not change (absent: allowed). */
  readonly cycleChangeRefused: Record<string, true>;
}

const DAY = 86_400_000;
const PERIOD = 30 * DAY;

/** How many invoices each demo login's postpay accounts have; generated accounts get 3. */
const INVOICE_COUNTS: Readonly<Record<string, number>> = {
  postpay: 25,
  multi: 6,
  fwa: 4,
  fibre: 4,
  suspended: 5,
  leader: 5,
  payer: 8,
};

const statusAt = (index: number, overdueFirst: boolean): InvoiceStatus => {
  if (index === 0) return "OPEN";
  if (index === 1) return overdueFirst ? "OVERDUE" : "DUE";
  if (index === 2) return "OVERDUE";
  return index === 9 ? "VOID" : "PAID";
};

/** An invoice's charges as lines: the plan (at most its price), then what was used beyond it. */
const linesOf = (charges: number, plan: { readonly name: string; readonly cents: number }): InvoiceLine[] => {
  const planCents = Math.min(charges, plan.cents);
  return [
    { Description: `${plan.name} monthly plan`, AmountCents: planCents },
    ...(charges > planCents
      ? [{ Description: "Calls, texts and data outside your plan", AmountCents: charges - planCents }]
      : []),
  ];
};

const invoicesFor = (
  ctx: SeedContext,
  customerUuid: string,
  accountNumber: string,
  count: number,
  overdueFirst: boolean,
  plan: { readonly name: string; readonly cents: number },
): Invoice[] => {
  const random = ctx.random(`invoices:${customerUuid}`);
  // The open period ends in 12 days; each earlier one ended 30 days before the next.
  const anchor = Math.floor(ctx.nowMillis / DAY) * DAY + 12 * DAY;
  return Array.from({ length: count }, (_, index) => {
    const status = statusAt(index, overdueFirst);
    const upto = anchor - index * PERIOD;
    const charges = random.int(45, 95) * 100 + random.pick([0, 50, 99]);
    const discount = index % 4 === 3 ? 500 : 0;
    const total = charges - discount;
    return {
      Number: `INV-${accountNumber}-${String(count - index).padStart(3, "0")}`,
      Status: status,
      PeriodFromNanos: millisToNanos(upto - PERIOD),
      PeriodUptoNanos: millisToNanos(upto),
      ChargesCents: charges,
      Lines: linesOf(charges, plan),
      GSTCents: Math.round((total * 3) / 23),
      DiscountCents: discount,
      TotalCents: total,
      RemainingAmountCents: status === "PAID" || status === "VOID" ? 0 : total,
      DueDateNanos: millisToNanos(upto + (status === "DUE" ? 21 : 14) * DAY),
      // An invoice is made when its period closes; the OPEN one, still running, was opened when it began.
      CreatedAtNanos: millisToNanos(status === "OPEN" ? upto - PERIOD : upto),
    };
  });
};

const receiptsFor = (ctx: SeedContext, customerUuid: string, invoices: ReadonlyArray<Invoice>): Receipt[] =>
  invoices
    .filter((invoice) => invoice.Status === "PAID")
    .map((invoice) => ({
      ID: ctx.uuid(`receipt:${customerUuid}:${invoice.Number}`),
      Number: invoice.Number.replace(/^INV-/, "RCP-"),
      AmountCents: invoice.TotalCents ?? invoice.ChargesCents,
      CreatedAtNanos: (invoice.DueDateNanos ?? 0) - millisToNanos(3 * DAY),
      InvoiceNumber: invoice.Number,
      PaymentMethod: "Visa 4242",
    }));

const chargesFor = (
  ctx: SeedContext,
  customerUuid: string,
  products: ReadonlyArray<CoreProduct>,
): Charge[] => {
  const random = ctx.random(`charges:${customerUuid}`);
  return products
    .filter((product) => product.BillingReference !== undefined)
    .flatMap((product) =>
      (product.Addons ?? []).flatMap((addon) =>
        Array.from({ length: 6 }, (_, month) => ({
          UUID: ctx.uuid(`charge:${addon.UUID}:${month}`),
          Description: addon.Name,
          AmountCents: addon.RetailCents ?? random.int(10, 80) * 100,
          CreatedAtNanos: millisToNanos(ctx.nowMillis - (month * 30 + random.int(1, 20)) * DAY),
          ProductInstanceUUID: product.UUID,
          Type: addon.IsBasePlan === true ? "plan" : "addon",
        })),
      ),
    );
};

/** The base plan of an account's billed products, by name and price; fibre@'s fibre plan is not a core product. */
const planOf = (products: ReadonlyArray<CoreProduct>): { readonly name: string; readonly cents: number } => {
  const base = products.flatMap((product) => product.Addons ?? []).find((addon) => addon.IsBasePlan === true);
  return base === undefined
    ? { name: "Broadband", cents: 4500 }
    : { name: base.Name, cents: base.RetailCents ?? 4500 };
};

/** Seeds the billing slice from the core: postpay accounts get invoices, receipts and a cycle; every billed account gets charges. */
export const seedBilling = (ctx: SeedContext, core: CoreState): BillingState => {
  const state: BillingState = { invoices: {}, receipts: {}, charges: {}, cycles: {}, cycleChangeRefused: {} };
  const countFor = new Map<string, { readonly count: number; readonly key: string }>();
  for (const demo of DEMO_LOGINS)
    demo.accounts.forEach((_, index) =>
      countFor.set(ctx.uuid(coreLabels.customer(demo.key, index)), {
        count: INVOICE_COUNTS[demo.key] ?? 3,
        key: demo.key,
      }),
    );
  const productsOf = new Map<string, CoreProduct[]>();
  for (const product of Object.values(core.products))
    productsOf.set(product.CustomerUUID, [...(productsOf.get(product.CustomerUUID) ?? []), product]);
  for (const customer of Object.values(core.customers)) {
    const uuid = customer.UUID;
    const products = productsOf.get(uuid) ?? [];
    state.charges[uuid] = chargesFor(ctx, uuid, products);
    const demo = countFor.get(uuid);
    // fibre@'s fibre service (in the broadband slice, not a core product) is billed monthly on the account.
    const billed =
      demo?.key === "fibre" ||
      products.some((product) => billingKind(product.BillingReference) === "postpay");
    if (!billed) continue;
    const invoices = invoicesFor(
      ctx,
      uuid,
      customer.AccountNumber ?? uuid,
      demo?.count ?? 3,
      customer.AccountState === "Suspended",
      planOf(products),
    );
    state.invoices[uuid] = invoices;
    state.receipts[uuid] = receiptsFor(ctx, uuid, invoices);
    state.cycles[uuid] = demo?.key === "payer" ? { Type: "days", Value: 28 } : { Type: "monthly" };
    if (customer.AccountState === "Suspended") state.cycleChangeRefused[uuid] = true;
  }
  return state;
};
