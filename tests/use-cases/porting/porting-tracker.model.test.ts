import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { productionSettings } from "@waea/domain/config";
import {
  PORTING_MAX_MS,
  PORTING_STEP_DURATIONS_MS,
  advancePorting,
  applyPortingEvent,
  canRequestPorting,
  cancelNumberPorting,
  confirmNumberPorting,
  readNumberPorting,
  requestNumberPorting,
  retryNumberPorting,
  type PortingReason,
  type PortingState,
} from "@waea/domain/porting";
import {
  ACTIVATION_FAILS_ONCE_NUMBER,
  LOCKED_ONCE_NUMBER,
  NOT_TRANSFERABLE_NUMBER,
  REJECTED_ONCE_NUMBER,
  type InProcessFakeApi,
} from "@waea/fake-api/in-process";
import * as Either from "effect/Either";
import { signedIn, withFakeApi, type Customer } from "../support/fake-api";
import { firstMobileService } from "../sim/mobile-service";

const api = withFakeApi();

const MINUTE = 60_000;
const transferFrom = {
  Provider: "2degrees",
  AccountHolderName: "Aroha Ngata",
  AccountNumber: "987654321",
  ConnectionID: "CID12345678",
};

/** The numbers the losing carrier rejects once, with the reason it gives (world/porting.ts). */
const REJECTING: Readonly<Record<string, PortingReason>> = {
  [REJECTED_ONCE_NUMBER]: "ACCOUNT_DETAILS_MISMATCH",
  [LOCKED_ONCE_NUMBER]: "NUMBER_LOCKED",
  [NOT_TRANSFERABLE_NUMBER]: "NUMBER_NOT_TRANSFERABLE",
};

/** The model: the port as the domain's rules move it, and the numbers that became ours. */
interface Port {
  readonly number: string;
  readonly state: PortingState;
  readonly since: number;
  readonly requestedAt: number;
  readonly rejectPending: boolean;
  /** Our network fails the service activation once, when the port would complete (ACTIVATION_FAILS_ONCE_NUMBER). */
  readonly activationFailPending: boolean;
}
interface Model {
  port: Port | undefined;
  fresh: number;
  readonly ours: Set<string>;
}

/** The real system: prepay@'s service over the HTTP adapter and the in-process fake API. */
interface Real {
  readonly api: InProcessFakeApi;
  customer: Customer;
  signedInAt: number;
  readonly mobileUUID: string;
}

/** The port at the world's time, by the domain's progression and the losing carrier's one rejection. */
const portNow = (port: Port, now: number): Port => {
  const rejectAt = port.since + (PORTING_STEP_DURATIONS_MS.PORT_REQUESTED ?? 0);
  if (port.rejectPending && port.state === "PORT_REQUESTED")
    return now >= rejectAt
      ? { ...port, state: "PORT_REJECTED", since: rejectAt, rejectPending: false }
      : port;
  const at = advancePorting({ state: port.state, since: port.since }, now);
  if (port.activationFailPending && at.state === "PORT_COMPLETED")
    return { ...port, state: "SERVICE_ACTIVATION_FAILED", since: at.since, activationFailPending: false };
  return { ...port, state: at.state, since: at.since };
};

const settle = (model: Model, now: number): Port | undefined => {
  if (model.port === undefined) return undefined;
  model.port = portNow(model.port, now);
  if (model.port.state === "PORT_COMPLETED") model.ours.add(model.port.number);
  return model.port;
};

/** What the tracker reads must be what the model says, whatever led there. */
const check = async (model: Model, real: Real) => {
  const now = real.api.clock.nowMillis();
  const port = settle(model, now);
  const read = await real.customer.run(readNumberPorting(real.customer.customer, real.mobileUUID));
  const product = real.api.store.world.core.products[real.mobileUUID];
  if (port === undefined) return expect(read).toBeUndefined();
  const track = read?.track;
  expect(track?.state).toBe(port.state);
  expect(product?.PortingState).toBe(port.state);
  if (port.state === "PORT_COMPLETED") expect(product?.MSISDN).toBe(port.number);
  const reached =
    track?.steps.flatMap((step) => (step.reachedAt === undefined ? [] : [step.reachedAt])) ?? [];
  expect(reached).toEqual([...reached].sort((a, b) => a - b));
  expect(reached.at(-1)).toBe(port.since);
  expect(track?.requestedAt).toBe(port.requestedAt);
  const current = track?.steps[Math.min(track.current, track.steps.length - 1)];
  expect(current?.state).toBe(port.state === "PORT_COMPLETED" ? "PORT_COMPLETED" : port.state);
  const stopped = port.state === "PORT_REJECTED" || port.state === "SERVICE_ACTIVATION_FAILED";
  expect(track?.stopped === undefined).toBe(!stopped);
  if (port.state === "PORT_REJECTED") expect(track?.stopped?.reason).toBe(REJECTING[port.number]);
  if (port.state === "SERVICE_ACTIVATION_FAILED") expect(track?.stopped?.reason).toBe("ACTIVATION_FAILED");
  expect(track?.estimate).toEqual(
    track?.phase !== "in_progress"
      ? { kind: "none" }
      : now >= port.requestedAt + PORTING_MAX_MS
        ? { kind: "late" }
        : { kind: "by", atMillis: port.requestedAt + PORTING_MAX_MS },
  );
};

type Command = fc.AsyncCommand<Model, Real>;

class Advance implements Command {
  constructor(readonly minutes: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.api.clock.advance(this.minutes * MINUTE);
    // A session lasts an hour: sign in again well before it ends.
    if (real.api.clock.nowMillis() - real.signedInAt > 45 * MINUTE) {
      real.customer = await signedIn(real.api, "prepay@waea.test");
      real.signedInAt = real.api.clock.nowMillis();
    }
    await check(model, real);
  }
  toString = () => `advance(${this.minutes} min)`;
}

class Request implements Command {
  constructor(readonly known: string | undefined) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const now = real.api.clock.nowMillis();
    const before = settle(model, now);
    // A fresh number as people type it (with a plus), kept as the operator stores it.
    const number = this.known ?? `6421555${String(1000 + model.fresh).slice(-4)}`;
    model.fresh += 1;
    const outcome = await real.customer.attempt(
      requestNumberPorting({
        settings: productionSettings,
        customerUUID: real.customer.customer,
        mobileUUID: real.mobileUUID,
        number: `+${number}`,
      }),
    );
    const allowed = (before === undefined || canRequestPorting(before.state)) && !model.ours.has(number);
    expect(Either.isRight(outcome)).toBe(allowed);
    if (allowed)
      model.port = {
        number,
        state: "PORT_REQUESTED",
        since: now,
        requestedAt: now,
        rejectPending: REJECTING[number] !== undefined,
        activationFailPending: number === ACTIVATION_FAILS_ONCE_NUMBER,
      };
    await check(model, real);
  }
  toString = () => `request(${this.known ?? "a fresh number"})`;
}

class Event implements Command {
  constructor(readonly event: "retry" | "cancel" | "confirm") {}
  check = () => true;
  async run(model: Model, real: Real) {
    const now = real.api.clock.nowMillis();
    const before = settle(model, now);
    // The state the page shows, read just before (its use case refuses what that state does not allow).
    const shown = await real.customer.run(readNumberPorting(real.customer.customer, real.mobileUUID));
    const input = {
      customerUUID: real.customer.customer,
      mobileUUID: real.mobileUUID,
      state: shown?.track.state ?? "PORT_CANCELED",
    };
    const program =
      this.event === "retry"
        ? retryNumberPorting({ ...input, transferFrom })
        : this.event === "cancel"
          ? cancelNumberPorting(input)
          : confirmNumberPorting(input);
    const outcome = await real.customer.attempt(program);
    const next =
      before === undefined
        ? undefined
        : applyPortingEvent({ state: before.state, since: before.since }, this.event, now);
    expect(Either.isRight(outcome)).toBe(next !== undefined && Either.isRight(next));
    if (before !== undefined && next !== undefined && Either.isRight(next))
      model.port = {
        ...before,
        state: next.right.state,
        since: next.right.since,
        rejectPending: false,
        ...(this.event === "retry" ? { requestedAt: now, activationFailPending: false } : {}),
      };
    await check(model, real);
  }
  toString = () => this.event;
}

const commands = [
  fc.constantFrom(5, 10, 25, 45).map((minutes) => new Advance(minutes)),
  fc.integer({ min: 1, max: 200 }).map((minutes) => new Advance(minutes)),
  fc
    .constantFrom(
      undefined,
      REJECTED_ONCE_NUMBER,
      LOCKED_ONCE_NUMBER,
      NOT_TRANSFERABLE_NUMBER,
      ACTIVATION_FAILS_ONCE_NUMBER,
    )
    .map((known) => new Request(known)),
  fc.constantFrom("retry", "cancel", "confirm").map((event) => new Event(event)),
];

describe("the port-in tracker against the fake API (SIM-06, model-based)", () => {
  it("SIM-06: whatever the customer and the clock do, the tracker shows the state, steps, times, estimate and remedy the domain's rules give, and the product follows the port", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
        const fake = api();
        await fake.reset();
        const customer = await signedIn(fake, "prepay@waea.test");
        const real: Real = {
          api: fake,
          customer,
          signedInAt: fake.clock.nowMillis(),
          mobileUUID: await firstMobileService(customer),
        };
        await fc.asyncModelRun(
          () => ({ model: { port: undefined, fresh: 0, ours: new Set<string>() }, real }),
          cmds,
        );
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
