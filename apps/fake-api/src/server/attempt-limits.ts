import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Failed password and code checks a login may make from one address before it waits (the 6th try is refused), and
 * from any address; and failed checks of any login one address may make. The counts are rate-limiter-flexible's
 * "login endpoint protection": consecutive failures by login and address, by login, and a slow brute force by
 * address. They live in wall time (not the world's clock): a limit on attackers, not a rule of the operator.
 */
export const AttemptLimits = {
  perLoginAndAddress: { points: 5, durationSeconds: 60 * 60, blockSeconds: 15 * 60 },
  perLogin: { points: 20, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  perAddress: { points: 100, durationSeconds: 24 * 60 * 60, blockSeconds: 60 * 60 },
} as const;

/** The outcome of the check a try starts with: go on and settle it, or wait this many seconds (429 Retry-After). */
export type AttemptStart =
  | { readonly _tag: "Wait"; readonly retryAfterSeconds: number }
  | { readonly _tag: "Go"; readonly settle: (succeeded: boolean) => Promise<void> };

export interface AttemptGuard {
  /**
   * Starts a check of a password or code of `subject` (a login, or what else a secret guards) from `address`.
   * The try is counted before the secret is checked, so a burst of concurrent guesses cannot slip past the count;
   * a success clears the subject's consecutive failures (and gives the address its try back).
   */
  readonly begin: (subject: string, address: string) => Promise<AttemptStart>;
  /** Failed tries since the last clear: a test harness resets the world when this is above zero. */
  readonly failures: number;
  /** Forgets every count (a reset of the world). */
  readonly clear: () => void;
}

type Limit = (typeof AttemptLimits)[keyof typeof AttemptLimits];

const limiter = (prefix: string, limit: Limit) =>
  new RateLimiterMemory({
    keyPrefix: prefix,
    points: limit.points,
    duration: limit.durationSeconds,
    blockDuration: limit.blockSeconds,
  });

const makeLimiters = () => ({
  loginAndAddress: limiter("fails-login-address", AttemptLimits.perLoginAndAddress),
  login: limiter("fails-login", AttemptLimits.perLogin),
  address: limiter("fails-address", AttemptLimits.perAddress),
});

/** Whole seconds to wait, at least 1, for a limiter's answer (a rejection of `consume`, or a spent record). */
const secondsOf = (res: RateLimiterRes, limiter: RateLimiterMemory): number =>
  Math.max(1, Math.ceil((res.msBeforeNext > 0 ? res.msBeforeNext : limiter.msBlockDuration) / 1000));

/** Consumes one point; a rejection (the limit is passed, the key now blocked) is the wait it leads to. */
const take = (limiter: RateLimiterMemory, key: string): Promise<number> =>
  limiter.consume(key).then(
    () => 0,
    (rejection: unknown) => {
      if (rejection instanceof RateLimiterRes) return secondsOf(rejection, limiter);
      throw rejection;
    },
  );

const blockWhenSpent = async (limiter: RateLimiterMemory, key: string): Promise<void> => {
  const res = await limiter.get(key);
  if (res !== null && res.consumedPoints === limiter.points) await limiter.block(key, limiter.blockDuration);
};

export const makeAttemptGuard = (): AttemptGuard => {
  let limiters = makeLimiters();
  let failures = 0;
  const keyed = (subject: string, address: string) =>
    [
      [limiters.loginAndAddress, `${subject}|${address}`],
      [limiters.login, subject],
      [limiters.address, address],
    ] as const;

  const waitFor = async (subject: string, address: string): Promise<number> => {
    const waits = await Promise.all(
      keyed(subject, address).map(async ([limit, key]) => {
        const res = await limit.get(key);
        return res !== null && res.consumedPoints >= limit.points ? secondsOf(res, limit) : 0;
      }),
    );
    return Math.max(...waits);
  };

  return {
    begin: async (subject, address) => {
      const waiting = await waitFor(subject, address);
      if (waiting > 0) return { _tag: "Wait", retryAfterSeconds: waiting };
      const taken = await Promise.all(keyed(subject, address).map(([limit, key]) => take(limit, key)));
      const refused = Math.max(...taken);
      if (refused > 0) return { _tag: "Wait", retryAfterSeconds: refused };
      const own = limiters;
      return {
        _tag: "Go",
        settle: async (succeeded) => {
          // A try that straddled a clear() leaves the new counts alone.
          if (own !== limiters) return;
          if (!succeeded) {
            failures += 1;
            // The failure that spends a limit starts its block: the next try waits the whole block.
            await Promise.all(keyed(subject, address).map(([limit, key]) => blockWhenSpent(limit, key)));
            return;
          }
          await Promise.all([
            own.loginAndAddress.delete(`${subject}|${address}`),
            own.login.delete(subject),
            own.address.reward(address),
          ]);
        },
      };
    },
    get failures() {
      return failures;
    },
    clear: () => {
      limiters = makeLimiters();
      failures = 0;
    },
  };
};
