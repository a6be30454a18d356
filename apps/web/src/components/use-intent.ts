import { mintIntentKey, type IntentKey } from "@waea/domain/ports";
import { useRef } from "react";
import { useRuntime } from "../app/app-context";

export interface Intent {
  /**
   * The key of the payment being made: minted on the first call and the same until `end`, so a second press in the
   * same moment (a double submit) or a retry is the same payment and money moves once. Undefined when none could be
   * minted (the use case then mints its own).
   */
  readonly key: () => Promise<IntentKey | undefined>;
  /** The payment is over (paid, or refused and to be tried again as a new one): the next `key` is a new intent. */
  readonly end: () => void;
}

/** One Idempotency-Key per intent for a page that moves money (top-up, pay bill, add-ons). */
export const useIntent = (): Intent => {
  const runtime = useRuntime();
  const current = useRef<Promise<IntentKey | undefined> | undefined>(undefined);
  return {
    key: () =>
      // Set before any await: a second press in the same moment finds this intent and sends its key.
      (current.current ??= runtime
        .run(mintIntentKey, { report: false })
        .then((minted) => (minted.ok ? minted.value : undefined))),
    end: () => {
      current.current = undefined;
    },
  };
};
