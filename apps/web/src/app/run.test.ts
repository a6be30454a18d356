import { developmentSettings } from "@waea/domain/config";
import { NetworkError, Unauthorized, makeMemoryAnalytics, makeMemoryStorage } from "@waea/domain/ports";
import { NumberNotFound } from "@waea/domain/session";
import * as Effect from "effect/Effect";
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { makeDialogStore } from "../dialogs/dialog-store";
import { withFakeApi } from "../test/fake-api";
import { testLayer } from "../test/test-layer";
import type { Outcome } from "./outcome";
import { runWith, type Run } from "./run";
import { makeServices } from "./services";

const api = withFakeApi();
const opened: Array<{ readonly dispose: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((services) => services.dispose()));
});

/** run over the portal's live layer, with the dialogs it shows into and a count of ended sessions. */
const running = () => {
  const dialogs = makeDialogStore();
  const ended: string[] = [];
  const services = makeServices(
    testLayer(api(), {
      settings: developmentSettings,
      fetch: api().fetch,
      storage: makeMemoryStorage(),
      analytics: makeMemoryAnalytics(),
      onLogout: () => undefined,
    }),
  );
  opened.push(services);
  const run = runWith(services, dialogs, async () => {
    ended.push("ended");
  });
  return { run, dialogs, ended, shown: () => dialogs.current.value?.body };
};

describe("run: errors keep their type to the page (APP-09, AUTH-08)", () => {
  it("APP-09: gives a typed failure to the caller as its own type, and shows it in the error dialog", async () => {
    const { run, shown } = running();
    const lookup: Effect.Effect<number, NumberNotFound> = Effect.fail(new NumberNotFound());
    const outcome = await run(lookup);
    expectTypeOf(outcome).toEqualTypeOf<Outcome<number, NumberNotFound>>();
    expect(outcome).toEqual({ ok: false, defect: false, error: new NumberNotFound() });
    if (!outcome.ok && !outcome.defect) expect(outcome.error._tag).toBe("NumberNotFound");
    expect(shown()).toEqual({ key: "onboarding:number_or_sim_not_found" });
  });

  it("APP-09: leaves a failure the page shows itself out of the dialog (report: false)", async () => {
    const { run, shown } = running();
    const outcome = await run(Effect.fail(new NetworkError({ call: "c", message: "x" })), { report: false });
    expect(outcome).toMatchObject({ ok: false, defect: false, error: { _tag: "NetworkError" } });
    expect(shown()).toBeUndefined();
  });

  it("APP-09: shows a defect in the error dialog, always, and never as a typed error", async () => {
    const { run, dialogs, shown } = running();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const died = await run(Effect.die(new Error("boom")), { report: false });
    expect(died).toEqual({ ok: false, defect: true });
    expect(shown()).toEqual({ key: "errors:something_went_wrong" });
    const first = dialogs.current.value;
    if (first !== undefined) dialogs.close(first.id, true);
    expect(await run(Effect.interrupt)).toEqual({ ok: false, defect: true });
    expect(shown()).toEqual({ key: "errors:something_went_wrong" });
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it("AUTH-08: ends the session on an Unauthorized failure, shown or not", async () => {
    const { run, ended, shown } = running();
    const expired = new Unauthorized({ call: "c", message: "Unauthorized" });
    expect(await run(Effect.fail(expired), { report: false })).toMatchObject({
      error: { _tag: "Unauthorized" },
    });
    expect(ended).toEqual(["ended"]);
    expect(shown()).toBeUndefined();
    await run(Effect.fail(new NetworkError({ call: "c", message: "x" })));
    expect(ended).toEqual(["ended"]);
    expect(await run(Effect.succeed(7))).toEqual({ ok: true, value: 7 });
  });

  it("APP-09: accepts only effects whose errors the web app can word (WebError)", () => {
    expectTypeOf<Effect.Effect<number, NumberNotFound>>().toMatchTypeOf<Parameters<Run>[0]>();
    expectTypeOf<Effect.Effect<number, Error>>().not.toMatchTypeOf<Parameters<Run>[0]>();
    expectTypeOf<Effect.Effect<number, string>>().not.toMatchTypeOf<Parameters<Run>[0]>();
  });
});
