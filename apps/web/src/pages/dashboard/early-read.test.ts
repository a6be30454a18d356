import { signal } from "@preact/signals-react";
import type { MobileProduct } from "@waea/domain/account";
import { afterEach, describe, expect, it } from "vitest";
import type { Outcome } from "../../app/outcome";
import type { AppRuntime } from "../../app/runtime";
import { dashboardReadKey, readDashboardEarly, takeDashboardRead, type AccountToRead } from "./early-read";

const product = { UUID: "product-1", Status: 1 } satisfies MobileProduct;
const ready: AccountToRead = { status: "ready", uuid: "customer-1", product };
const key = dashboardReadKey("customer-1", "product-1");

/** A runtime whose runs never finish, counting them: what matters here is which read starts, and when. */
const countingRuntime = () => {
  const runs: Array<Promise<unknown>> = [];
  const run = <A, E>(): Promise<Outcome<A, E>> => {
    const outcome = new Promise<Outcome<A, E>>(() => undefined);
    runs.push(outcome);
    return outcome;
  };
  return { runs, runtime: { run } as Pick<AppRuntime, "run"> };
};

const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** After the tasks queued so far: the read starts in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  takeDashboardRead("");
});

describe("the dashboard's read, started before its page renders", () => {
  it("starts a task after the runtime is up and the account restored, and the page takes it once", async () => {
    const { runs, runtime } = countingRuntime();
    const state = {
      runtime: signal<Pick<AppRuntime, "run"> | "failed" | undefined>(undefined),
      account: signal<AccountToRead>({ status: "loading" }),
    };
    readDashboardEarly(state, () => true);
    expect(runs).toHaveLength(0);
    state.account.value = ready;
    expect(runs).toHaveLength(0);
    state.runtime.value = runtime;
    // Not in the task that found the runtime up (the one evaluating the page's chunks), but the page finds it.
    expect(runs).toHaveLength(0);
    await settled();
    // Later changes start nothing more (the watch has stopped).
    state.account.value = { status: "loading" };
    state.account.value = ready;
    await nextTask();
    expect(runs).toHaveLength(1);
    expect(takeDashboardRead(key)).toBeInstanceOf(Promise);
    expect(takeDashboardRead(key)).toBeUndefined();
  });

  it("is not the page's for another account or product, and is dropped by that look", async () => {
    const { runs, runtime } = countingRuntime();
    readDashboardEarly({ runtime: signal(runtime), account: signal(ready) }, () => true);
    await nextTask();
    expect(runs).toHaveLength(1);
    expect(takeDashboardRead(dashboardReadKey("customer-1", "product-2"))).toBeUndefined();
    expect(takeDashboardRead(key)).toBeUndefined();
  });

  it("starts nothing for a home that is not a mobile dashboard, an anonymous visit or a failed start", async () => {
    const { runs, runtime } = countingRuntime();
    readDashboardEarly({ runtime: signal(runtime), account: signal(ready) }, () => false);
    readDashboardEarly(
      { runtime: signal(runtime), account: signal<AccountToRead>({ status: "none" }) },
      () => true,
    );
    readDashboardEarly({ runtime: signal("failed"), account: signal(ready) }, () => true);
    await nextTask();
    expect(runs).toHaveLength(0);
    expect(takeDashboardRead(key)).toBeUndefined();
  });
});
