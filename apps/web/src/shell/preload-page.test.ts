import { describe, expect, it } from "vitest";
import { signal } from "@preact/signals-react";
import { anonymousVisitor } from "@waea/domain/routing";
import type { Outcome } from "../app/outcome";
import type { AppRuntime } from "../app/runtime";
import { dashboardReadKey, takeDashboardRead, type AccountToRead } from "../pages/dashboard/early-read";
import { preloadPage } from "./pages";

describe("preloadPage: the first page's chunk, its texts beside it, then the code of its first read", () => {
  it("the signed-in homes ask for the dashboard's texts at once, beside their chunk", () => {
    for (const page of ["profile.my-app-home", "profile.mobile"] as const) {
      const asked: Array<ReadonlyArray<string>> = [];
      preloadPage(page, (texts) => asked.push(texts));
      expect(asked).toEqual([["dashboard", "errors", "web"]]);
    }
  });

  it("the dashboard pages' preloadReads start the dashboard's read once the runtime is up, for the page to take", async () => {
    const pages = [
      await import("../pages/dashboard/my-app-home-page"),
      await import("../pages/dashboard/mobile-dashboard-page"),
    ];
    for (const page of pages) {
      const started: Array<Promise<unknown>> = [];
      const run = <A, E>(): Promise<Outcome<A, E>> => {
        const outcome = new Promise<Outcome<A, E>>(() => undefined);
        started.push(outcome);
        return outcome;
      };
      const account = signal<AccountToRead>({ status: "ready", uuid: "customer-1", product: undefined });
      const runtime = signal<Pick<AppRuntime, "run"> | "failed" | undefined>(undefined);
      page.preloadReads({ runtime, account, visitor: signal(anonymousVisitor) });
      expect(started).toHaveLength(0);
      runtime.value = { run };
      // A task later (early-read.ts), and the page finds it at once.
      const taken = takeDashboardRead(dashboardReadKey("customer-1", undefined));
      expect(taken).toBeInstanceOf(Promise);
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      expect(started).toHaveLength(1);
    }
  });

  it("a page that names no texts of its own asks for none", () => {
    const asked: Array<ReadonlyArray<string>> = [];
    preloadPage("sign-in", (texts) => asked.push(texts));
    expect(asked).toEqual([]);
  });
});
