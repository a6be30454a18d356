// Test support: the operator in memory, the domain's in-memory ports seeded with one operator login and six customer
// accounts, one per thing an account check looks for. The unit tests of the commands run against it; `waea` itself
// runs against the operator API (runtime/services.ts), and tests/cli runs it against the fake API.
import type { Customer, MobileProduct } from "@waea/domain/account";
import { makeMemoryBillingApi, type Invoice } from "@waea/domain/billing";
import { makeMemoryBillingRoutesApi } from "@waea/domain/billing-routes";
import { DAY_MILLIS, formatNzDate } from "@waea/domain/calendar";
import { makeMemoryAccountProductsApi } from "@waea/domain/checks";
import { makeMemoryPaymentsApi, type PaymentMethod } from "@waea/domain/payments";
import { makeMemoryPlansApi, type CatalogEntry } from "@waea/domain/plans";
import { millisToNanos } from "@waea/domain/ports";
import { makeMemoryCustomerApi } from "@waea/domain/profile";
import { makeMemoryAuthApi } from "@waea/domain/session";
import { makeMemorySimApi } from "@waea/domain/sim";
import { makeMemoryUsageApi } from "@waea/domain/usage";

const uuid = (prefix: string, n: number): string =>
  `${prefix}000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** The six customer accounts, by what a check finds on them. */
export const Accounts = {
  healthy: uuid("c0", 1),
  suspended: uuid("c0", 2),
  unverified: uuid("c0", 3),
  nocard: uuid("c0", 4),
  noplan: uuid("c0", 5),
  overdue: uuid("c0", 6),
} as const;

/** Each account's mobile product. */
export const Products = {
  healthy: uuid("d0", 1),
  suspended: uuid("d0", 2),
  unverified: uuid("d0", 3),
  nocard: uuid("d0", 4),
  noplan: uuid("d0", 5),
  overdue: uuid("d0", 6),
} as const;

export const OPERATOR = { email: "ops@waea.nz", password: "Kaitiaki-2026!", uuid: uuid("e0", 1) } as const;
export const VOUCHER = { code: "4000123456789", cents: 2000 } as const;
export const OVERDUE_INVOICE = "INV-1001";

type Name = keyof typeof Accounts;
const NAMES: Readonly<Record<Name, readonly [string, string]>> = {
  healthy: ["Aroha", "Ngata"],
  suspended: ["Hemi", "Walker"],
  unverified: ["Mere", "Parata"],
  nocard: ["Tama", "Rewi"],
  noplan: ["Kiri", "Tane"],
  overdue: ["Wiremu", "Hohepa"],
};
const names = Object.keys(Accounts) as ReadonlyArray<Name>;

const customer = (name: Name): Customer => ({
  UUID: Accounts[name],
  FirstName: NAMES[name][0],
  LastName: NAMES[name][1],
  Email: `${NAMES[name][0].toLowerCase()}@example.nz`,
  EmailVerified: name !== "unverified",
  AccountState: name === "suspended" ? "Suspended" : "Active",
});

const plan = (name: Name, nowMillis: number) => [
  {
    UUID: `${Products[name]}-plan`,
    Name: "Everyday 30",
    Status: "active",
    IsBasePlan: true,
    AutoRenew: true,
    AllowAutoRenew: "true",
    ExpiresAtNanos: millisToNanos(nowMillis + 20 * DAY_MILLIS),
    RetailCents: 3000,
  },
  {
    UUID: `${Products[name]}-data`,
    Name: "Data Boost 5GB",
    Status: "active",
    AutoRenew: false,
    AllowAutoRenew: "false",
    ExpiresAtNanos: millisToNanos(nowMillis + 5 * DAY_MILLIS),
    RetailCents: 1000,
  },
];

const product = (name: Name, nowMillis: number): MobileProduct => ({
  UUID: Products[name],
  Status: 4,
  BillingReference: name === "overdue" ? "postpay:70006" : `prepay:7000${names.indexOf(name) + 1}`,
  ProductType: "mobile",
  MSISDN: `6421000000${names.indexOf(name) + 1}`,
  Addons: name === "noplan" ? [] : plan(name, nowMillis),
  ...(name === "overdue" ? { PortingState: "PORT_VALIDATED" } : {}),
});

const card = (year: number): PaymentMethod => ({
  UUID: "pm-visa-4242",
  Rank: 1,
  CardType: "visa",
  CardLast4: "4242",
  CardExpiryMonth: 12,
  CardExpiryYear: year + 3,
});

const invoices = (nowMillis: number): ReadonlyArray<Invoice> => [
  {
    Number: OVERDUE_INVOICE,
    Status: "OVERDUE",
    ChargesCents: 4599,
    RemainingAmountCents: 4599,
    DueDateNanos: millisToNanos(nowMillis - 20 * DAY_MILLIS),
  },
  {
    Number: "INV-1002",
    Status: "PAID",
    ChargesCents: 4599,
    RemainingAmountCents: 0,
    DueDateNanos: millisToNanos(nowMillis - 50 * DAY_MILLIS),
  },
  { Number: "INV-1003", Status: "OPEN", ChargesCents: 1200, RemainingAmountCents: 1200 },
];

const catalogEntry = (uuid: string, name: string, cents: number, dataMb: number): CatalogEntry => ({
  UUID: uuid,
  Name: name,
  Availabilities: [{ UUID: `${uuid}-availability`, RetailName: name, RetailCents: cents }],
  Characteristics: {
    IsBasePlan: true,
    AllowAutoRenew: "true",
    TimePeriodInterval: "30",
    RecurringDataAllowance: dataMb,
  },
});

/** The in-memory operator at a time: every port's memory implementation over one consistent world. */
export const makeMemoryWorld = (nowMillis: () => number) => {
  const now = nowMillis();
  const year = new Date(now).getUTCFullYear();
  const products = Object.fromEntries(names.map((name) => [Accounts[name], [product(name, now)]]));
  const prepay = names.filter((name) => name !== "overdue");
  const today = formatNzDate(now).split("-").reverse().join("-");
  return {
    auth: makeMemoryAuthApi({
      nowMillis,
      accounts: [
        {
          AuthID: OPERATOR.email,
          UUID: OPERATOR.uuid,
          Password: OPERATOR.password,
          Email: OPERATOR.email,
          FirstName: "Ops",
          LastName: "Desk",
          EmailVerified: true,
        },
      ],
    }),
    customers: makeMemoryCustomerApi({
      customers: names.map(customer),
      userCustomerUuids: names.map((n) => Accounts[n]),
    }),
    products: makeMemoryAccountProductsApi(products),
    plans: makeMemoryPlansApi({
      nowMillis,
      postpayPlans: [
        catalogEntry(uuid("f0", 1), "Postpay Unlimited", 6500, 80000),
        catalogEntry(uuid("f0", 2), "Postpay 20GB", 4500, 20000),
      ],
      prepayAddons: [
        catalogEntry(uuid("f0", 3), "Everyday 30", 3000, 10000),
        catalogEntry(uuid("f0", 4), "Everyday 50", 5000, 40000),
      ],
      mobiles: names.map((name) => ({
        CustomerUUID: Accounts[name],
        MobileUUID: Products[name],
        Addons: product(name, now).Addons ?? [],
      })),
    }),
    payments: makeMemoryPaymentsApi(
      {
        paymentMethods: Object.fromEntries(
          names.filter((n) => n !== "nocard").map((n) => [Accounts[n], [card(year)]]),
        ),
        prepayProducts: Object.fromEntries(
          prepay.map((n) => [
            Accounts[n],
            [
              {
                UUID: Products[n],
                MainBalCreditCents: 2550,
                CurrencyCreditExpiresAtNanos: millisToNanos(now + 200 * DAY_MILLIS),
              },
            ],
          ]),
        ),
        postpayProducts: { [Accounts.overdue]: [Products.overdue] },
        accounts: { [Accounts.overdue]: { Balance: 4599 } },
        history: {
          [Accounts.healthy]: [
            {
              UUID: "tx-1",
              Status: "COMPLETED",
              AmountCents: 3000,
              CreatedAtNanos: millisToNanos(now - 3 * DAY_MILLIS),
              CardLast4: "4242",
            },
            {
              UUID: "tx-2",
              Status: "DECLINED",
              AmountCents: 1000,
              CreatedAtNanos: millisToNanos(now - 9 * DAY_MILLIS),
              CardLast4: "4242",
            },
          ],
        },
        vouchers: { [VOUCHER.code]: VOUCHER.cents },
      },
      { nowMillis },
    ),
    billing: makeMemoryBillingApi({
      invoices: Object.fromEntries(names.map((n) => [Accounts[n], n === "overdue" ? invoices(now) : []])),
      invoicePdfs: { [OVERDUE_INVOICE]: new TextEncoder().encode("%PDF-1.4\n% invoice INV-1001\n") },
    }),
    routes: makeMemoryBillingRoutesApi({ nowMillis }),
    usage: makeMemoryUsageApi({
      owners: Object.fromEntries(names.map((n) => [Products[n], Accounts[n]])),
      charges: {
        [Products.healthy]: [
          { DateAndTime: `${today}T09:15:00`, AmountCents: 0, ChargedData: 250, Description: "Data" },
          {
            DateAndTime: `${today}T11:40:00`,
            AmountCents: 45,
            ChargedMins: 3,
            Description: "Call to 021 555 0101",
          },
        ],
      },
      balances: {
        [Products.healthy]: [
          { Type: "Data", RemainingAmount: 7680, CarryOverAmount: 512 },
          { Type: "Mins", RemainingAmount: 0, UsageRule: "Unlimited" },
          { Type: "TXTs", RemainingAmount: 0, UsageRule: "Unlimited" },
        ],
      },
    }),
    sim: makeMemorySimApi({
      services: names.map((n) => ({
        customerUUID: Accounts[n],
        productUUID: Products[n],
        kind: n === "overdue" ? ("postpay" as const) : ("prepay" as const),
      })),
    }),
  };
};

export type MemoryWorld = ReturnType<typeof makeMemoryWorld>;
