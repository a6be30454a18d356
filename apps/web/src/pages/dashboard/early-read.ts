import { effect, type ReadonlySignal } from "@preact/signals-react";
import type { MobileProduct } from "@waea/domain/account";
import type { Outcome } from "../../app/outcome";
import type { AppRuntime } from "../../app/runtime";
import { aTaskLater } from "../../app/start-steps";
import {
  loadMobileDashboard,
  preloadDashboardReads,
  type DashboardError,
  type MobileDashboardData,
} from "./dashboard-data";

export type DashboardOutcome = Outcome<MobileDashboardData | undefined, DashboardError>;

/** How long a read started early may wait for its page: a page opened later reads afresh. */
const KEPT_MS = 10_000;

/** The read started before the page rendered, with the account and product it reads and when it started. */
let started:
  { readonly key: string; readonly at: number; readonly outcome: Promise<DashboardOutcome> } | undefined;

/** What a dashboard read is of: the account, and the product the shell holds for it (MobileDashboard's load key). */
export const dashboardReadKey = (customerUUID: string, productUUID: string | undefined): string =>
  `${customerUUID}/${productUUID}`;

/** What the early read needs of the chosen account (AppState's AccountLoad is one). */
export type AccountToRead =
  | { readonly status: "none" | "loading" | "failed" }
  | { readonly status: "ready"; readonly uuid: string; readonly product: MobileProduct | undefined };

/** What the early read watches: the started app and the chosen account (AppState's signals). */
export interface EarlyReadState {
  readonly runtime: ReadonlySignal<Pick<AppRuntime, "run"> | "failed" | undefined>;
  readonly account: ReadonlySignal<AccountToRead>;
}

/**
 * The first page of the visit shows the mobile dashboard (preloadPage calls this with the page's chunk): the
 * dashboard's read starts as soon as the session is restored and the runtime is up, beside the page's first render
 * instead of after it. That render took about 150 ms on this machine (four times that on Lighthouse's phone) before
 * the figures' round trip began. `shows` says whether the restored account's page is a mobile dashboard (the signed-in
 * home of a broadband account is not). Nothing starts for a visit that ends anonymous or whose start failed. The
 * page takes the read once (takeDashboardRead); its code loads at once either way.
 */
export const readDashboardEarly = (state: EarlyReadState, shows: () => boolean): void => {
  preloadDashboardReads();
  const stop = effect(() => {
    const runtime = state.runtime.value;
    const account = state.account.value;
    if (runtime === undefined || account.status === "loading") return;
    // Called during effect()'s first run, `stop` is not assigned yet.
    queueMicrotask(() => stop());
    if (runtime === "failed" || account.status !== "ready" || !shows()) return;
    started = {
      key: dashboardReadKey(account.uuid, account.product?.UUID),
      at: performance.now(),
      // In a task of its own: the read's first steps (its requests built, its port modules looked up) ran in the
      // task that evaluated the page's chunks, one of the longest of the dashboard's start.
      outcome: aTaskLater().then(() =>
        runtime.run(loadMobileDashboard(account.uuid, account.product), { report: false }),
      ),
    };
  });
};

/** The read started early for `key`, once, if it started less than KEPT_MS ago; undefined otherwise. */
export const takeDashboardRead = (key: string): Promise<DashboardOutcome> | undefined => {
  const taken =
    started?.key === key && performance.now() - started.at < KEPT_MS ? started.outcome : undefined;
  started = undefined;
  return taken;
};
