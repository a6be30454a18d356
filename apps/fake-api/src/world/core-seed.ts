import { createHash } from "node:crypto";
import type { Customer, ProductAddon } from "@waea/domain/account";
import { millisToNanos } from "@waea/domain/ports";
import { hashSeededPassword } from "../auth/password";
import type { CoreProduct, CoreState, Login } from "./core";
import { seedBulk } from "./bulk-seed";
import { billingKindOf, coreLabels } from "./core-labels";
import { seedOpsLogin } from "./ops-seed";
import {
  DEMO_INVITATION_CODE,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  type DemoAccount,
  type DemoKind,
  type DemoService,
} from "./demo-accounts";
import type { SeedContext } from "./seed-context";

const DAY = 86_400_000;

/** The base plan each kind starts on (the plans slice describes the catalog under the same labels). */
const BASE_PLANS: Readonly<Record<DemoKind, { readonly name: string; readonly cents: number }>> = {
  prepay: { name: "Kōrero 8GB", cents: 3000 },
  postpay: { name: "Postpay Unlimited", cents: 6500 },
  payg: { name: "PAYG Everyday", cents: 1000 },
  fwa: { name: "Wireless Broadband Unlimited", cents: 7500 },
};

const salt = (ctx: SeedContext, label: string): Buffer =>
  createHash("sha256").update(`waea-salt:${ctx.seed}:${label}`).digest().subarray(0, 16);

const addonsFor = (ctx: SeedContext, label: string, service: DemoService): ProductAddon[] => {
  if (service.addons === "none") return [];
  const created = millisToNanos(ctx.nowMillis - 20 * DAY);
  const expires = millisToNanos(ctx.nowMillis + 10 * DAY);
  const base = BASE_PLANS[service.kind];
  const addons: ProductAddon[] = [
    {
      UUID: ctx.uuid(`${label}:addon:base`),
      Name: base.name,
      Status: "ACTIVE",
      ProductCatalogUUID: ctx.uuid(coreLabels.catalogBase(service.kind)),
      ProductAvailabilityUUID: ctx.uuid(`availability:${service.kind}:base`),
      IsBasePlan: true,
      AutoRenew: true,
      AllowAutoRenew: "true",
      CreatedAtNanos: created,
      ExpiresAtNanos: expires,
      RetailCents: base.cents,
    },
  ];
  if (service.addons === "base+data")
    addons.push({
      UUID: ctx.uuid(`${label}:addon:data`),
      Name: "Data 5GB",
      Status: "ACTIVE",
      ProductCatalogUUID: ctx.uuid(coreLabels.catalogData()),
      ProductAvailabilityUUID: ctx.uuid("availability:data-5gb"),
      IsBasePlan: false,
      AutoRenew: false,
      AllowAutoRenew: "true",
      CreatedAtNanos: created,
      ExpiresAtNanos: expires,
      RetailCents: 1500,
    });
  return addons;
};

const productFor = (
  ctx: SeedContext,
  label: string,
  customerUuid: string,
  accountNumber: string,
  service: DemoService,
): CoreProduct => {
  const random = ctx.random(label);
  // Drawn in this order whether or not the service fixes them, so no other value of the product moves.
  const imsi = `53024${random.digits(10)}`;
  const simId = `8964024${random.digits(12)}`;
  const msisdn = `6421${random.digits(7)}`;
  return {
    UUID: ctx.uuid(label),
    CustomerUUID: customerUuid,
    Status: service.status ?? 4,
    ...(service.billed === false
      ? {}
      : { BillingReference: `${billingKindOf(service.kind)}:${accountNumber}` }),
    ProductType: service.kind === "fwa" ? "mobileFWA" : "mobile",
    IMSI: imsi,
    SIMID: service.simId ?? simId,
    MSISDN: service.msisdn ?? msisdn,
    CreatedAtNanos: millisToNanos(ctx.nowMillis - random.int(60, 900) * DAY),
    ...(service.portingState === undefined ? {} : { PortingState: service.portingState }),
    ProductCatalogUUID: ctx.uuid(coreLabels.catalogBase(service.kind)),
    Addons: addonsFor(ctx, label, service),
  };
};

const customerFor = (
  uuid: string,
  email: string,
  accountNumber: string,
  account: DemoAccount,
  mobile: string | undefined,
): Customer => ({
  UUID: uuid,
  FirstName: account.firstName,
  LastName: account.lastName,
  Email: email,
  ...(mobile === undefined ? {} : { MobileNumber: mobile, ContactNumber: mobile }),
  EmailVerified: account.emailVerified ?? true,
  ContactEmail: email,
  LoginEmail: email,
  AccountNumber: accountNumber,
  AccountState: account.accountState ?? "Active",
});

/** Seeds the core slice: the demo logins of demo-accounts.ts, the invitation, and --bulk accounts. */
export const seedCore = async (ctx: SeedContext): Promise<CoreState> => {
  const state: CoreState = {
    logins: {},
    customers: {},
    products: {},
    refreshTokens: {},
    oneTimeCodes: {},
    emailSecrets: {},
    invitations: {},
    authRoles: {},
    activationCodes: {},
    counter: 0,
  };
  const addAccount = (key: string, index: number, email: string, account: DemoAccount): string => {
    const uuid = ctx.uuid(coreLabels.customer(key, index));
    const accountNumber = `1${ctx.random(`account-number:${key}:${index}`).digits(7)}`;
    const products = account.services.map((service, n) =>
      productFor(ctx, coreLabels.product(key, index, n), uuid, accountNumber, service),
    );
    for (const [n, product] of products.entries()) {
      state.products[product.UUID] = product;
      const code = account.services[n]?.activationCode;
      if (code !== undefined) state.activationCodes[code] = product.UUID;
    }
    state.customers[uuid] = customerFor(uuid, email, accountNumber, account, products[0]?.MSISDN);
    return uuid;
  };
  const logins = DEMO_LOGINS.map(async (demo): Promise<Login> => {
    const customers = demo.accounts.map((account, index) => addAccount(demo.key, index, demo.email, account));
    const first = customers[0] === undefined ? undefined : state.customers[customers[0]];
    return {
      UUID: ctx.uuid(coreLabels.login(demo.key)),
      AuthID: demo.email,
      Email: demo.email,
      FirstName: demo.firstName,
      LastName: demo.lastName,
      ...(first?.MobileNumber === undefined ? {} : { MobileNumber: first.MobileNumber }),
      PasswordHash: await hashSeededPassword(DEMO_PASSWORD, salt(ctx, demo.key)),
      Roles: demo.roles ?? ["customer"],
      CustomerUUIDs: customers,
      Identities: [],
    };
  });
  for (const login of await Promise.all(logins)) state.logins[login.UUID] = login;
  const ops = await seedOpsLogin(
    ctx,
    Object.values(state.logins).flatMap((login) => login.CustomerUUIDs),
    salt(ctx, "ops"),
  );
  state.logins[ops.UUID] = ops;
  const invited = addAccount("invited", 0, "invited@waea.test", {
    firstName: "Whetu",
    lastName: "Invited",
    services: [{ kind: "prepay", addons: "base" }],
  });
  state.invitations[DEMO_INVITATION_CODE] = invited;
  if (ctx.bulk > 0) await seedBulk(ctx, state, addAccount, salt(ctx, "bulk"));
  return state;
};
