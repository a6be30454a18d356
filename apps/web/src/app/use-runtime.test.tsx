import { act, render, screen } from "@testing-library/react";
import { developmentSettings } from "@waea/domain/config";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeAppState } from "../state/app-state";
import { AppContext, useRuntime } from "./app-context";
import type { AppRuntime } from "./runtime";

/** A page part that needs the started app: it names what it got. */
const Probe = () => {
  const runtime = useRuntime();
  return <p>{runtime === undefined ? "none" : "started"}</p>;
};

afterEach(() => vi.restoreAllMocks());

describe("useRuntime", () => {
  it("suspends until the start, then renders, without React's warnings about use() (same promise, every render)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const state = makeAppState(developmentSettings);
    // Only its identity matters here: useRuntime hands back what the start published.
    const runtime = { trackPageView: () => undefined } as unknown as AppRuntime;
    const { rerender } = await act(async () =>
      render(
        <AppContext.Provider value={state}>
          <Suspense fallback={<p>waiting</p>}>
            <Probe />
          </Suspense>
        </AppContext.Provider>,
      ),
    );
    expect(screen.getByText("waiting")).toBeTruthy();
    await act(async () => state.publishRuntime(runtime));
    expect(await screen.findByText("started")).toBeTruthy();
    await act(async () =>
      rerender(
        <AppContext.Provider value={state}>
          <Suspense fallback={<p>waiting</p>}>
            <Probe />
            <Probe />
          </Suspense>
        </AppContext.Provider>,
      ),
    );
    expect(screen.getAllByText("started")).toHaveLength(2);
    const useWarnings = errors.mock.calls.filter((call) => String(call[0]).includes("use()"));
    expect(useWarnings).toEqual([]);
  });
});
