import { signal } from "@preact/signals-react";
import { act, render, screen } from "@testing-library/react";
import * as Effect from "effect/Effect";
import { lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { AppContext } from "../app/app-context";
import type { AppRuntime } from "../app/runtime";
import type { AppState } from "../state/app-state";
import { useLoad } from "./use-load";

/** Enough of the app for useLoad: a started runtime whose runs succeed with the effect's value. */
const startedApp = (): AppState => {
  const runtime = {
    run: async <A,>(effect: Effect.Effect<A, never, never>) => ({
      ok: true,
      value: await Effect.runPromise(effect),
    }),
  } as unknown as AppRuntime;
  return { runtime: signal(runtime), whenStarted: () => Promise.resolve(runtime) } as unknown as AppState;
};

describe("useLoad", () => {
  it("shows the value once read, keeping the page's own loading state on screen while its part is still loading", async () => {
    let showCard: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const Card = lazy(
      () => new Promise<{ default: () => React.JSX.Element }>((resolve) => (showCard = resolve)),
    );
    const Page = () => {
      const load = useLoad(() => Effect.succeed("INV-1001"), "invoice");
      return load.state.status === "ready" ? <Card /> : <p>Skeleton</p>;
    };
    render(
      <AppContext value={startedApp()}>
        <Suspense fallback={<p>Fallback</p>}>
          <Page />
        </Suspense>
      </AppContext>,
    );
    expect(await screen.findByText("Skeleton")).toBeTruthy();
    // The value is in, the card's chunk is not: the new state renders in a transition, so the skeleton stays rather
    // than the whole page going back to the boundary's fallback (a flash of another layout).
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText("Skeleton")).toBeTruthy();
    expect(screen.queryByText("Fallback")).toBeNull();
    await act(async () => showCard({ default: () => <p>Card INV-1001</p> }));
    expect(await screen.findByText("Card INV-1001")).toBeTruthy();
    expect(screen.queryByText("Skeleton")).toBeNull();
  });
});
