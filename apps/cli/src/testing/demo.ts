// Test support: the fake API's demo world (seed 67) as the CLI's tests name it: logins, their customer accounts
// and mobile products (README.md and docs/api.md list what each one shows), and the seeded vouchers.
import { DEMO_VOUCHERS, OPS_LOGIN_EMAIL, uuidFor } from "@waea/fake-api/in-process";

const SEED = 67;

/** ops@waea.test: an operator's engineer who sees every demo customer account (18). */
export const OPS = OPS_LOGIN_EMAIL;

/** The login UUID of ops@waea.test (ids derive from the label `login:<key>`). */
export const OPS_LOGIN = uuidFor(SEED, "login:ops");

/** The demo logins the tests use, by key (`<key>@waea.test`, each with one customer account). */
export type DemoKey =
  | "prepay"
  | "postpay"
  | "payg"
  | "suspended"
  | "unverified"
  | "nocard"
  | "noplan"
  | "porting"
  | "new"
  | "swap"
  | "transfer";

export const demoEmail = (key: DemoKey): string => `${key}@waea.test`;

/** A demo login's (first) customer account: ids derive from the labels `customer:<key>:<n>`. */
export const demoAccount = (key: DemoKey): string => uuidFor(SEED, `customer:${key}:0`);

/** The (first) mobile product of a demo login's account: `product:<key>:<n>:<m>`. */
export const demoProduct = (key: DemoKey): string => uuidFor(SEED, `product:${key}:0:0`);

/** A UUID no login of the demo world can see. */
export const UNKNOWN_ACCOUNT = "00000000-0000-4000-8000-000000000000";

/** 13-digit vouchers: two redeem once (on prepay@'s product too), one was used already. */
export const VOUCHERS = {
  twenty: DEMO_VOUCHERS.redeemable[0],
  ten: DEMO_VOUCHERS.redeemable[1],
  used: DEMO_VOUCHERS.used,
} as const;
