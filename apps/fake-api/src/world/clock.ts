/** The fake API's clock: real time plus an offset, or frozen at an instant; tests move it. */
export interface FakeClock {
  readonly nowMillis: () => number;
  readonly advance: (millis: number) => void;
  readonly set: (millis: number) => void;
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
  };
};
