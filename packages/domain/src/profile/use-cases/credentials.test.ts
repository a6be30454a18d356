import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { NetworkError } from "../../ports";
import { AuthApi, makeMemoryAuthApi, type AuthApiService } from "../../session";
import { CustomerApi } from "../customer-api";
import { makeMemoryCustomerApi } from "../customer-api-memory";
import { changeEmail, changePassword, reauthenticate } from "./credentials";

const setup = (auth: Partial<AuthApiService> = {}) => {
  const authApi = makeMemoryAuthApi({
    nowMillis: () => 1_000,
    accounts: [{ AuthID: "hine@example.nz", UUID: "u1", Password: "Old-pass-2026" }],
  });
  const customers = makeMemoryCustomerApi({
    customers: [{ UUID: "c1", FirstName: "Hine", LastName: "Walker", Email: "hine@example.nz" }],
  });
  const run = <A, E>(effect: Effect.Effect<A, E, AuthApi | CustomerApi>) =>
    Effect.runSync(
      effect.pipe(
        Effect.provideService(AuthApi, { ...authApi, ...auth }),
        Effect.provideService(CustomerApi, customers),
        Effect.either,
      ),
    );
  return { authApi, customers, run };
};

describe("changePassword (PRO-02)", () => {
  it("sets the new password only after the old one re-authenticates", () => {
    const { run } = setup();
    expect(
      run(changePassword("hine@example.nz", { oldPassword: "Old-pass-2026", newPassword: "New-pass-2026" })),
    ).toEqual(Either.right(undefined));
    expect(run(reauthenticate("hine@example.nz", "New-pass-2026", "profile.password_invalid"))).toEqual(
      Either.right(undefined),
    );
  });

  it("refuses a wrong old password with the spec's message and changes nothing", () => {
    const { run } = setup();
    expect(
      run(changePassword("hine@example.nz", { oldPassword: "Wrong-pass-1", newPassword: "New-pass-2026" })),
    ).toEqual(Either.left(expect.objectContaining({ messageKey: "profile.old_password_invalid" })));
    expect(run(reauthenticate("hine@example.nz", "Old-pass-2026", "profile.password_invalid"))).toEqual(
      Either.right(undefined),
    );
  });

  it("passes a network error on as it is", () => {
    const offline = new NetworkError({ call: "auth_check", message: "offline" });
    const { run } = setup({ authCheck: () => Effect.fail(offline) });
    expect(
      run(changePassword("hine@example.nz", { oldPassword: "Old-pass-2026", newPassword: "New-pass-2026" })),
    ).toEqual(Either.left(offline));
  });
});

describe("changeEmail (PRO-03)", () => {
  const customer = { UUID: "c1", FirstName: "Hine", LastName: "Walker" };
  it("saves the new e-mail after re-authenticating, keeping the names", () => {
    const { run, customers } = setup();
    const input = { authId: "hine@example.nz", password: "Old-pass-2026", customer, email: " new@example.nz " };
    expect(run(changeEmail(input, 67))).toEqual(
      Either.right(expect.objectContaining({ Email: "new@example.nz", FirstName: "Hine" })),
    );
    expect(customers.customers.get("c1")?.Email).toBe("new@example.nz");
  });

  it("refuses a wrong password, and a blank e-mail before any call", () => {
    const { run, customers } = setup();
    expect(
      run(changeEmail({ authId: "hine@example.nz", password: "nope", customer, email: "new@example.nz" }, 67)),
    ).toEqual(Either.left(expect.objectContaining({ messageKey: "profile.password_invalid" })));
    expect(
      run(changeEmail({ authId: "hine@example.nz", password: "Old-pass-2026", customer, email: " " }, 67)),
    ).toEqual(Either.left(expect.objectContaining({ messageKey: "profile.email_required" })));
    expect(customers.customers.get("c1")?.Email).toBe("hine@example.nz");
  });
});
