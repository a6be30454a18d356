/** Text the UI translates: a `plans.*` key and its params. Only server values (names, raw periods) appear as params. */
export interface DisplayText {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export const text = (key: string, params?: Readonly<Record<string, string | number>>): DisplayText =>
  params === undefined ? { key } : { key, params };

/** An amount as the plan cards show it: whole numbers as they are, others with 2 decimals ("1.50"). */
export const formatAmount = (amount: number): string => {
  const hundredths = Math.round(amount * 100);
  return hundredths % 100 === 0 ? String(hundredths / 100) : (hundredths / 100).toFixed(2);
};

/** An amount with at most 2 decimals and no trailing zeros ("1.2", "10"): for speeds. */
export const formatShort = (amount: number): string => String(Math.round(amount * 100) / 100);
