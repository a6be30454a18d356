/** The password of every demo login. */
export const DEMO_PASSWORD = "Waea-Demo-2026";

/** How a demo service is billed; fwa is a fixed wireless product billed postpay. */
export type DemoKind = "prepay" | "postpay" | "payg" | "fwa";

export interface DemoService {
  readonly kind: DemoKind;
  /** Product status, default 4 (active). */
  readonly status?: number;
  /** Add-ons on the product: a base plan, a base plan and a data add-on, or none. */
  readonly addons: "base" | "base+data" | "none";
  /** False for a product not yet activated: no billing reference. */
  readonly billed?: boolean;
  readonly portingState?: string;
  readonly activationCode?: string;
  /** A number and SIM ID the docs name (sign-in by phone or SIM ID); otherwise both are drawn from the seed. */
  readonly msisdn?: string;
  readonly simId?: string;
}

export interface DemoAccount {
  readonly firstName: string;
  readonly lastName: string;
  readonly accountState?: string;
  readonly emailVerified?: boolean;
  readonly services: ReadonlyArray<DemoService>;
}

export interface DemoLogin {
  /** The label ids are derived from: `login:<key>`, `customer:<key>:<n>`, `product:<key>:<n>:<m>`. */
  readonly key: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roles?: ReadonlyArray<string>;
  readonly note: string;
  readonly accounts: ReadonlyArray<DemoAccount>;
}

const one = (
  firstName: string,
  lastName: string,
  service: DemoService | undefined,
  extra: Partial<DemoAccount> = {},
): ReadonlyArray<DemoAccount> => [
  { firstName, lastName, services: service === undefined ? [] : [service], ...extra },
];

const login = (
  key: string,
  firstName: string,
  lastName: string,
  note: string,
  accounts: ReadonlyArray<DemoAccount>,
  roles?: ReadonlyArray<string>,
): DemoLogin => ({
  key,
  email: `${key}@waea.test`,
  firstName,
  lastName,
  note,
  accounts,
  ...(roles === undefined ? {} : { roles }),
});

/** The mobile number and SIM ID of phone@waea.test, which signs in by either (AUTH-04). */
export const PHONE_LOGIN_MSISDN = "64220676767";
export const PHONE_LOGIN_SIM_ID = "8964024000000067670";

/** The seeded demo world (docs/api.md prints this table). Later slices add cards, usage, groups... by key. */
export const DEMO_LOGINS: ReadonlyArray<DemoLogin> = [
  login(
    "prepay",
    "Aroha",
    "Ngata",
    "active prepay, base plan and a data add-on",
    one("Aroha", "Ngata", { kind: "prepay", addons: "base+data" }),
  ),
  login(
    "postpay",
    "Tama",
    "Wiremu",
    "active postpay, 25 invoices (OPEN, DUE, OVERDUE, PAID, VOID), receipts, monthly cycle",
    one("Tama", "Wiremu", { kind: "postpay", addons: "base" }),
  ),
  login(
    "payg",
    "Mere",
    "Parata",
    "active pay-as-you-go",
    one("Mere", "Parata", { kind: "payg", addons: "base" }),
  ),
  login(
    "fwa",
    "Hemi",
    "Walker",
    "fixed wireless product (ProductType mobileFWA), billed postpay",
    one("Hemi", "Walker", { kind: "fwa", addons: "base" }),
  ),
  login("fibre", "Kiri", "Thompson", "fibre only: no mobile product", one("Kiri", "Thompson", undefined)),
  login("multi", "Rangi", "Smith", "three customer accounts: prepay, postpay, payg", [
    { firstName: "Rangi", lastName: "Smith", services: [{ kind: "prepay", addons: "base+data" }] },
    { firstName: "Rangi", lastName: "Smith Whānau", services: [{ kind: "postpay", addons: "base" }] },
    { firstName: "Rangi", lastName: "Smith Mahi", services: [{ kind: "payg", addons: "base" }] },
  ]),
  login(
    "suspended",
    "Wiremu",
    "Brown",
    "AccountState Suspended, overdue postpay bills, cycle change not allowed",
    one("Wiremu", "Brown", { kind: "postpay", addons: "base" }, { accountState: "Suspended" }),
  ),
  login(
    "unverified",
    "Ana",
    "Rāwiri",
    "EmailVerified false",
    one("Ana", "Rāwiri", { kind: "prepay", addons: "base+data" }, { emailVerified: false }),
  ),
  login(
    "nocard",
    "Nikau",
    "Jones",
    "active prepay, no cards and no parent billing route",
    one("Nikau", "Jones", { kind: "prepay", addons: "base" }),
  ),
  login(
    "noplan",
    "Moana",
    "Clarke",
    "active prepay without add-ons",
    one("Moana", "Clarke", { kind: "prepay", addons: "none" }),
  ),
  login(
    "porting",
    "Tui",
    "Martin",
    "prepay with a port-in at NETWORK_PROVISIONING",
    one("Tui", "Martin", { kind: "prepay", addons: "base", portingState: "NETWORK_PROVISIONING" }),
  ),
  login(
    "new",
    "Manaia",
    "Taylor",
    "a product not yet activated (Status 2, no billing reference), activation code DEMO-ACT-0001",
    one("Manaia", "Taylor", {
      kind: "prepay",
      status: 2,
      addons: "none",
      billed: false,
      activationCode: "DEMO-ACT-0001",
    }),
  ),
  login(
    "leader",
    "Hana",
    "Williams",
    "group leader (postpay)",
    one("Hana", "Williams", { kind: "postpay", addons: "base" }),
    ["customer", "group_owner"],
  ),
  login(
    "member",
    "Pita",
    "Williams",
    "group member (prepay)",
    one("Pita", "Williams", { kind: "prepay", addons: "base" }),
  ),
  login(
    "payer",
    "Ruth",
    "Anderson",
    "pays for child through a billing route (postpay, 28-day cycle)",
    one("Ruth", "Anderson", { kind: "postpay", addons: "base" }),
  ),
  login(
    "child",
    "Keri",
    "Anderson",
    "prepay paid for by payer's billing route",
    one("Keri", "Anderson", { kind: "prepay", addons: "base" }),
  ),
  login(
    "mfa",
    "Rawiri",
    "Kerei",
    "roles ask for an MFA code at sign-in (AUTH-13), active prepay",
    one("Rawiri", "Kerei", { kind: "prepay", addons: "base" }),
    ["customer", "mfa_required"],
  ),
  login(
    "phone",
    "Ngaio",
    "Hona",
    "signs in by mobile number 022 067 6767 or SIM ID 8964024000000067670 (AUTH-04)",
    one("Ngaio", "Hona", {
      kind: "prepay",
      addons: "base",
      msisdn: PHONE_LOGIN_MSISDN,
      simId: PHONE_LOGIN_SIM_ID,
    }),
  ),
  login(
    "swap",
    "Tamati",
    "Hohepa",
    "replacement SIM not yet activated, metadata ReplacementFor names a lost SIM (ONB-07)",
    one("Tamati", "Hohepa", { kind: "prepay", status: 2, addons: "none", billed: false }),
  ),
  login(
    "transfer",
    "Mihi",
    "Kingi",
    "a SIM not yet activated, billed prepay to another account: onboarded as postpay (ONB-10)",
    one("Mihi", "Kingi", { kind: "prepay", status: 2, addons: "none" }),
  ),
];

/** The ops login that sees every demo customer account (not listed in DEMO_LOGINS: it owns none of them). */
export const OPS_LOGIN_EMAIL = "ops@waea.test";

/** The ops login that sees the generated accounts of --bulk N. */
export const BULK_LOGIN_EMAIL = "bulk@waea.test";

/** The invitation code seeded for AUTH-13: it brings the invited customer account to whoever accepts it. */
export const DEMO_INVITATION_CODE = "DEMO-INV-0001";
