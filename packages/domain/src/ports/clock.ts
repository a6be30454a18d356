import * as Context from "effect/Context";
import * as Layer from "effect/Layer";

/** Time for use cases. Rules take `now` as an argument; only use cases and shells read this port. */
export class Clock extends Context.Tag("waea/Clock")<Clock, { readonly nowMillis: () => number }>() {}

/** A clock that stands still until moved: for tests and simulations. */
export interface ManualClock {
  readonly nowMillis: () => number;
  readonly set: (millis: number) => void;
  readonly advance: (millis: number) => void;
}

export const makeManualClock = (startMillis: number): ManualClock => {
  let now = startMillis;
  return {
    nowMillis: () => now,
    set: (millis) => {
      now = millis;
    },
    advance: (millis) => {
      now += millis;
    },
  };
};

export const manualClockLayer = (clock: ManualClock): Layer.Layer<Clock> => Layer.succeed(Clock, clock);
