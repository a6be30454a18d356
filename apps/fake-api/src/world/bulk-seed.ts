import { hashSeededPassword } from "../auth/password";
import type { CoreState } from "./core";
import { coreLabels } from "./core-labels";
import { BULK_LOGIN_EMAIL, DEMO_PASSWORD, type DemoAccount, type DemoKind } from "./demo-accounts";
import type { SeedContext } from "./seed-context";

const BULK_KINDS: ReadonlyArray<DemoKind> = ["prepay", "postpay", "payg", "prepay", "fwa"];
const FIRST_NAMES = ["Aroha", "Tane", "Mere", "Hemi", "Kiri", "Rawiri", "Ngaio", "Wiremu", "Huia", "Matiu"];
const LAST_NAMES = [
  "Ngata",
  "Parata",
  "Walker",
  "Smith",
  "Tipene",
  "Brown",
  "Henare",
  "Clarke",
  "Rewi",
  "Pomare",
];

/** --bulk N: N generated accounts for the ops login, with a mix of the states an account check looks for. */
export const seedBulk = async (
  ctx: SeedContext,
  state: CoreState,
  addAccount: (key: string, index: number, email: string, account: DemoAccount) => string,
  salt: Buffer,
): Promise<void> => {
  const customers: string[] = [];
  for (let index = 0; index < ctx.bulk; index += 1) {
    const random = ctx.random(`bulk:${index}`);
    const kind = BULK_KINDS[index % BULK_KINDS.length] ?? "prepay";
    customers.push(
      addAccount("bulk", index, `bulk+${index}@waea.test`, {
        firstName: random.pick(FIRST_NAMES),
        lastName: random.pick(LAST_NAMES),
        ...(index % 10 === 9 ? { accountState: "Suspended" } : {}),
        ...(index % 7 === 6 ? { emailVerified: false } : {}),
        services: [{ kind, addons: index % 5 === 4 ? "none" : "base" }],
      }),
    );
  }
  const uuid = ctx.uuid(coreLabels.login("bulk"));
  state.logins[uuid] = {
    UUID: uuid,
    AuthID: BULK_LOGIN_EMAIL,
    Email: BULK_LOGIN_EMAIL,
    FirstName: "Bulk",
    LastName: "Ops",
    PasswordHash: await hashSeededPassword(DEMO_PASSWORD, salt),
    Roles: ["customer", "ops"],
    CustomerUUIDs: customers,
    Identities: [],
  };
};
