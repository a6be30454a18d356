/** The fake API's clock: real time plus an offset, or frozen at an instant; tests move it. */
export interface FakeClock {
  readonly nowMillis: () => number;
  readonly advance: (millis: number) => void;
  readonly set: (millis: number) => void;
  /** Back to how it started: frozen at its first instant, or real time without an offset. */
  readonly restore: () => void;
  readonly frozen: boolean;
}

export const makeFakeClock = (options: {
  readonly frozenAt?: number;
  readonly realNow: () => number;
}): FakeClock => {
  const frozen = options.frozenAt !== undefined;
  let fixed = options.frozenAt ?? 0;
  let offset = 0;
  return {
    frozen,
    nowMillis: () => (frozen ? fixed : options.realNow() + offset),
    advance: (millis) => {
      if (frozen) fixed += millis;
      else offset += millis;
    },
    set: (millis) => {
      if (frozen) fixed = millis;
      else offset = millis - options.realNow();
    },
    restore: () => {
      fixed = options.frozenAt ?? 0;
      offset = 0;
    },
  };
};
