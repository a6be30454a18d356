import { keysOf, type ServerKeys } from "../auth/keys";
import { makeAttemptGuard, type AttemptGuard } from "../server/attempt-limits";
import type { FakeClock } from "./clock";
import { worldDigest } from "./digest";
import { bareCopy, withoutPrototypes } from "./null-prototypes";
import type { WorldSecrets } from "./secrets";
import { loadWorld, makePersister, removeStaleTemps } from "./persist";
import { stillTimeline, type Timeline } from "./timeline";
import { seedWorld, type World } from "./world";

/** Simulated payment behaviour (spec 02 §8, §9): 2 s and 5% by default; tests set 0 and 0. */
export interface SimulationSettings {
  paymentDelayMs: number;
  paymentFailureRate: number;
  /**
   * The operator's payment processing lags: this many add-on purchase calls from now are answered pending_payment
   * without a ClientSecret, changing nothing (the case spec 02 §4 retries for 10 s). 0 by default.
   */
  pendingAddonReplies: number;
}

export interface StoreOptions {
  readonly seed: number;
  readonly bulk: number;
  readonly clock: FakeClock;
  /** Persist the world here after each change and reload it at start (--state FILE). */
  readonly stateFile?: string;
  readonly simulation?: Partial<SimulationSettings>;
  readonly onError?: (error: Error) => void;
  /** What happens at its own time (scheduled plan changes): the world's clock makes it happen. None by default. */
  readonly timeline?: Timeline;
}

/**
 * The world and everything around it: the clock, the server's keys (the world's random secrets, as bytes), the
 * simulation settings, persistence and reset. Handlers read and replace `store.world`'s records; the routes call `changed()` after a
 * successful write.
 */
export interface WorldStore {
  readonly world: World;
  readonly keys: ServerKeys;
  /**
   * The world's clock: reading it, advancing it or setting it first makes whatever it has reached happen (the
   * timeline: a scheduled plan change on its billing date), so every reader sees the world as it is at that time.
   */
  readonly clock: FakeClock;
  readonly simulation: SimulationSettings;
  /** Failed password and code checks per login and address (not part of the world; a reset forgets them). */
  readonly attempts: AttemptGuard;
  /** Bumped on every change: replies computed from an older version are stale. */
  readonly version: number;
  readonly changed: () => void;
  /** Whether changes are kept in a state file (--state): a write is acknowledged only once `saved()` resolves. */
  readonly persists: boolean;
  /** Resolves once every change so far is on disk (at once without a state file); rejects if that write failed. */
  readonly saved: () => Promise<void>;
  readonly reset: (seed?: number) => Promise<void>;
  readonly digest: () => string;
  readonly flush: () => Promise<void>;
}

const sameSecrets = (a: WorldSecrets, b: WorldSecrets): boolean =>
  a.jwt === b.jwt && a.idp === b.idp && a.codes === b.codes;

export const openWorldStore = async (options: StoreOptions): Promise<WorldStore> => {
  // Dates are seeded relative to the start instant, so a reset gives back exactly the world the server began with.
  const anchor = options.clock.nowMillis();
  const seeded = withoutPrototypes(
    await seedWorld({ seed: options.seed, nowMillis: anchor, bulk: options.bulk }),
  );
  if (options.stateFile !== undefined) removeStaleTemps(options.stateFile);
  const loaded = options.stateFile === undefined ? undefined : loadWorld(options.stateFile);
  let world = loaded === undefined ? bareCopy(seeded) : withoutPrototypes(loaded);
  /**
   * The seeded world a reset gives back, kept untouched (handlers change the live world's records in place): a reset
   * copies it. Seeded again when a reset asks for another seed, or the keys differ (a world loaded from a state file
   * keeps its own keys, and the seeded ids keyed by them follow).
   */
  let pristine = { seed: options.seed, world: seeded };
  const keys = keysOf(world.secrets);
  let version = 0;
  const attempts = makeAttemptGuard();
  const startSimulation: SimulationSettings = {
    paymentDelayMs: 2000,
    paymentFailureRate: 0.05,
    pendingAddonReplies: 0,
    ...options.simulation,
  };
  const simulation: SimulationSettings = { ...startSimulation };
  const onError = options.onError ?? ((error: Error) => console.error(`fake-api: ${error.message}`));
  const persister =
    options.stateFile === undefined ? undefined : makePersister(options.stateFile, () => world, onError);
  const timeline = options.timeline ?? stillTimeline;
  /** The timeline's next instant, worked out once per version of the world (undefined: not yet). */
  let nextAt: number | undefined;
  const changed = (): void => {
    version += 1;
    nextAt = undefined;
    persister?.changed();
  };
  /** Makes what is due by `now` happen, once: a look at one number unless something is due. */
  const reach = (now: number): number => {
    nextAt ??= timeline.nextAt(world, now);
    if (now >= nextAt) {
      if (timeline.reach(world, now)) changed();
      nextAt = undefined;
    }
    return now;
  };
  const clock: FakeClock = {
    frozen: options.clock.frozen,
    nowMillis: () => reach(options.clock.nowMillis()),
    advance: (millis) => {
      options.clock.advance(millis);
      reach(options.clock.nowMillis());
    },
    set: (millis) => {
      options.clock.set(millis);
      reach(options.clock.nowMillis());
    },
    restore: () => options.clock.restore(),
  };
  const saved = async (): Promise<void> => {
    await persister?.saved();
  };
  if (persister !== undefined && loaded === undefined) {
    persister.changed();
    await saved();
  }
  return {
    get world() {
      return world;
    },
    keys,
    get version() {
      return version;
    },
    clock,
    simulation,
    attempts,
    changed,
    persists: persister !== undefined,
    saved,
    reset: async (seed) => {
      options.clock.restore();
      // The payment delay and failure rate the server started with come back too (a test that moved them).
      Object.assign(simulation, startSimulation);
      // The server's keys stay: a session held across a reset stays valid, as across a restart with --state.
      attempts.clear();
      const wanted = seed ?? options.seed;
      if (pristine.seed !== wanted || !sameSecrets(pristine.world.secrets, world.secrets))
        pristine = {
          seed: wanted,
          world: withoutPrototypes(
            await seedWorld({ seed: wanted, nowMillis: anchor, bulk: options.bulk, secrets: world.secrets }),
          ),
        };
      world = bareCopy(pristine.world);
      changed();
      await saved();
    },
    digest: () => worldDigest(world),
    flush: async () => {
      await persister?.flush();
    },
  };
};
