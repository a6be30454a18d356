import * as Either from "effect/Either";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { portingLookupNumber } from "./porting-number";
import { PORTING_MAX_MS, advancePorting, applyPortingEvent, type PortingProgress } from "./porting-progress";
import { isPortingTerminal, portingOrder, type PortingState } from "./porting-state";

/** The system under test: a port driven by the pure rules and a clock. */
class Port {
  progress: PortingProgress;
  now: number;
  constructor(start: number) {
    this.now = start;
    this.progress = { state: "PORT_REQUESTED", since: start };
  }
  observe(): PortingState {
    this.progress = advancePorting(this.progress, this.now);
    return this.progress.state;
  }
  send(event: "cancel" | "retry" | "reject"): boolean {
    const next = applyPortingEvent(this.progress, event, this.now);
    if (Either.isRight(next)) this.progress = next.right;
    return Either.isRight(next);
  }
}

/** The model: when the port was last (re)requested, whether it was cancelled, and the last state seen. */
interface Model {
  requestedAt: number;
  interrupted: boolean;
  last: PortingState;
}

const forwardOrRetry = (before: PortingState, after: PortingState, retried: boolean) =>
  retried
    ? (before === "PORT_REJECTED" || before === "SERVICE_ACTIVATION_FAILED") && after === "PORT_REQUESTED"
    : portingOrder(after) >= portingOrder(before);

class AdvanceTime implements fc.Command<Model, Port> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(model: Model, port: Port): void {
    const before = port.observe();
    port.now += this.ms;
    const after = port.observe();
    expect(forwardOrRetry(before, after, false)).toBe(true);
    if (isPortingTerminal(before)) expect(after).toBe(before);
    if (!model.interrupted && port.now - model.requestedAt >= PORTING_MAX_MS)
      expect(after).toBe("PORT_COMPLETED");
    model.last = after;
  }
  toString = () => `advance(${this.ms})`;
}

class Cancel implements fc.Command<Model, Port> {
  check = () => true;
  run(model: Model, port: Port): void {
    const before = port.observe();
    const accepted = port.send("cancel");
    const after = port.observe();
    expect(accepted).toBe(
      (!isPortingTerminal(before) && before !== "NETWORK_PROVISIONING") || before === "PORT_REJECTED",
    );
    expect(after).toBe(accepted ? "PORT_CANCELED" : before);
    // The one step back: a rejected request is withdrawn (cancelled), which ends it.
    expect(forwardOrRetry(before, after, false) || (before === "PORT_REJECTED" && accepted)).toBe(true);
    if (accepted) model.interrupted = true;
    model.last = after;
  }
  toString = () => "cancel";
}

class Retry implements fc.Command<Model, Port> {
  check = () => true;
  run(model: Model, port: Port): void {
    const before = port.observe();
    const accepted = port.send("retry");
    const after = port.observe();
    expect(accepted).toBe(before === "PORT_REJECTED" || before === "SERVICE_ACTIVATION_FAILED");
    expect(forwardOrRetry(before, after, accepted)).toBe(true);
    if (accepted) {
      model.requestedAt = port.now;
      model.interrupted = false;
    } else expect(after).toBe(before);
    model.last = after;
  }
  toString = () => "retry";
}

/** The losing carrier's refusal, so that retry has something to act on. */
class Reject implements fc.Command<Model, Port> {
  check = () => true;
  run(model: Model, port: Port): void {
    const before = port.observe();
    const accepted = port.send("reject");
    const after = port.observe();
    expect(forwardOrRetry(before, after, false)).toBe(true);
    if (accepted) model.interrupted = true;
    else expect(after).toBe(before);
    model.last = after;
  }
  toString = () => "reject";
}

const commands = [
  fc.integer({ min: 0, max: 4 * 60 * 60 * 1000 }).map((ms) => new AdvanceTime(ms)),
  fc.integer({ min: 0, max: 20 * 60 * 1000 }).map((ms) => new AdvanceTime(ms)),
  fc.constant(new Cancel()),
  fc.constant(new Retry()),
  fc.constant(new Reject()),
];

describe("porting laws", () => {
  it("states only move forward except retry from rejected or failed and the withdrawal of a rejected one; terminal states stay terminal; completed is reached within 3 hours without cancel (or a rejection)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        fc.commands(commands, { maxCommands: 30 }),
        (start, cmds) => {
          const port = new Port(start);
          fc.modelRun(
            () => ({
              model: { requestedAt: start, interrupted: false, last: "PORT_REQUESTED" as PortingState },
              real: port,
            }),
            cmds,
          );
        },
      ),
    );
    // A model run per case: 10,000 of them need more than the default 5 s.
  }, 120_000);

  it("advancing in two steps lands where advancing in one does", () => {
    const state = fc.constantFrom<PortingState>(
      "PORT_REQUESTED",
      "PORT_VALIDATED",
      "PORT_APPROVED",
      "INTRA_CARRIER_WAIT",
      "NETWORK_PROVISIONING",
      "PORT_COMPLETED",
      "PORT_REJECTED",
    );
    const span = fc.integer({ min: 0, max: 4 * 60 * 60 * 1000 });
    fc.assert(
      fc.property(state, span, span, (s, a, b) => {
        const start = { state: s, since: 0 };
        const twice = advancePorting(advancePorting(start, a), a + b);
        const once = advancePorting(start, a + b);
        return twice.state === once.state && twice.since === once.since;
      }),
    );
  });

  it("a lookup number never starts with a plus and normalising it twice changes nothing", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = portingLookupNumber(input);
        return !once.startsWith("+") && portingLookupNumber(once) === once;
      }),
    );
  });
});
