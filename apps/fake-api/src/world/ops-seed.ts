import { hashSeededPassword } from "../auth/password";
import type { Login } from "./core";
import { coreLabels } from "./core-labels";
import { DEMO_PASSWORD, OPS_LOGIN_EMAIL } from "./demo-accounts";
import type { SeedContext } from "./seed-context";

/** ops@waea.test: an operator's engineer who sees every demo customer account (`waea account check --all`). */
export const seedOpsLogin = async (
  ctx: SeedContext,
  customerUuids: ReadonlyArray<string>,
  salt: Buffer,
): Promise<Login> => ({
  UUID: ctx.uuid(coreLabels.login("ops")),
  AuthID: OPS_LOGIN_EMAIL,
  Email: OPS_LOGIN_EMAIL,
  FirstName: "Ops",
  LastName: "Engineer",
  PasswordHash: await hashSeededPassword(DEMO_PASSWORD, salt),
  Roles: ["customer", "ops"],
  CustomerUUIDs: [...new Set(customerUuids)],
  Identities: [],
});
