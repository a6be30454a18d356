import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import * as Option from "effect/Option";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeHttpLayer } from "@waea/adapters/http/ports";
import type { LogoutReason } from "@waea/adapters/http/client";
import { changeBillingCycle, downloadInvoicePdf, loadInvoices } from "@waea/domain/billing";
import { BillingApi } from "@waea/domain/billing/api";
import {
  Analytics,
  Storage,
  StorageKeys,
  frozenClock,
  makeMemoryAnalytics,
  makeMemoryStorage,
} from "@waea/domain/ports";
import type { AuthApi } from "@waea/domain/session/api";
import { authRequest, logout, restoreSession, signIn } from "@waea/domain/session";
import { DEMO_PASSWORD, type RunningFakeApi } from "@waea/fake-api/server";
import { FROZEN_AT, control, startTestFakeApi } from "./fake-api";

let api: RunningFakeApi;
beforeAll(async () => {
  api = await startTestFakeApi();
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await control(api, "reset", {});
  await control(api, "clock", { SetMillis: FROZEN_AT });
});

/**
 * A shell as the web app or the CLI builds it: its Storage, and the HTTP layer over it, on Effect's Clock frozen at
 * the shell's instant (each run builds the layer, so it sees where the test moved the instant to).
 */
const shell = (storage = makeMemoryStorage()) => {
  let now = FROZEN_AT;
  const logouts: LogoutReason[] = [];
  const layer = () =>
    Layer.provideMerge(
      makeHttpLayer({ baseUrl: api.baseUrl, onLogout: (reason) => logouts.push(reason) }),
      Layer.mergeAll(
        Layer.succeed(Storage, storage),
        Layer.succeed(Analytics, makeMemoryAnalytics()),
        Layer.setClock(frozenClock(now)),
      ),
    );
  const run = <A, E>(effect: Effect.Effect<A, E, AuthApi | BillingApi | Storage | Analytics>) =>
    Effect.runPromise(Effect.either(Effect.provide(effect, layer())));
  const stored = (key: string) => Option.getOrUndefined(Effect.runSync(storage.get(key)));
  const moveBoth = async (millis: number) => {
    now += millis;
    await control(api, "clock", { AdvanceMillis: millis });
  };
  return { run, stored, logouts, storage, moveBoth };
};

const postpay = authRequest({ provider: "LOCAL", authId: "postpay@waea.test", code: DEMO_PASSWORD });

describe("the session end to end over HTTP (AUTH-01, 08, 09, 10)", () => {
  it("signs in, keeps the session, renews it with one identity check, restores it, logs out", async () => {
    const { run, stored, moveBoth, storage } = shell();
    const signedIn = await run(signIn(postpay));
    expect(Either.isRight(signedIn)).toBe(true);
    if (Either.isLeft(signedIn)) return;
    expect(stored(StorageKeys.refreshToken)).toBe(signedIn.right.RefreshToken);
    const customer = signedIn.right.AuthResponse?.CustomerUUID ?? "";

    await moveBoth(2 * 60 * 60_000);
    const page = await run(loadInvoices({ customerUUID: customer }));
    expect(Either.isRight(page) && page.right.invoices).toHaveLength(10);
    expect(Either.isRight(page) && page.right.overdueWarning).toBe("billing.overdue_warning");
    expect(stored(StorageKeys.auth)).not.toContain(signedIn.right.JWT);

    const later = shell(storage);
    const restored = await later.run(restoreSession);
    expect(Either.isRight(restored) && restored.right?.UUID).toBe(signedIn.right.UUID);

    await later.run(logout);
    expect(stored(StorageKeys.auth)).toBeUndefined();
    expect(stored(StorageKeys.refreshToken)).toBeUndefined();
  });

  it("a 401 from the server logs out and tells the shell", async () => {
    const { run, stored, logouts } = shell();
    const signedIn = await run(signIn(postpay));
    const customer = Either.isRight(signedIn) ? (signedIn.right.AuthResponse?.CustomerUUID ?? "") : "";
    // Another seed: other keys, so the token no longer verifies.
    await control(api, "reset", { Seed: 68 });
    const result = await run(Effect.flatMap(BillingApi, (billing) => billing.getBillingCycle(customer)));
    expect(Either.isLeft(result) && result.left._tag).toBe("Unauthorized");
    expect(stored(StorageKeys.auth)).toBeUndefined();
    expect(logouts).toHaveLength(1);
  });
});

describe("billing use cases over HTTP (PAY-06, PAY-09)", () => {
  it("downloads an invoice PDF and changes the cycle, dropping cached pages", async () => {
    const { run } = shell();
    const signedIn = await run(signIn(postpay));
    const customer = Either.isRight(signedIn) ? (signedIn.right.AuthResponse?.CustomerUUID ?? "") : "";
    const open = await run(loadInvoices({ customerUUID: customer, status: "OPEN" }));
    expect(Either.isRight(open) && open.right.totalItems).toBe(1);
    const number = Either.isRight(open) ? (open.right.invoices[0]?.Number ?? "") : "";
    const pdf = await run(downloadInvoicePdf(customer, number));
    expect(Either.isRight(pdf) && pdf.right.fileName).toBe(`invoice-${number}.pdf`);
    const changed = await run(changeBillingCycle(customer, "seven_days", true));
    expect(Either.isRight(changed) && changed.right.ClosedInvoices).toEqual([number]);
    const after = await run(loadInvoices({ customerUUID: customer, status: "OPEN" }));
    expect(Either.isRight(after) && after.right.totalItems).toBe(0);
  });
});
