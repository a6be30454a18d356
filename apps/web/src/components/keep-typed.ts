import { useEffectEvent, useLayoutEffect, type RefObject } from "react";

/**
 * What a visitor did to a field of a prerendered page before it hydrated (typed, ticked, picked) stays: hydration
 * leaves the field's DOM as the visitor left it but the state as the server rendered it, and the next render would
 * put the state back. Once React holds the field, a difference between the two is taken as the visitor's.
 *
 * It looks once, when the field mounts (hydration is a mount); afterwards React holds the field and the DOM is the
 * state's. `read` says what the field holds (its text, whether it is checked); `take` hands a difference to the state.
 */
export const useKeepTyped = <T>(
  ref: RefObject<HTMLInputElement | null>,
  read: (input: HTMLInputElement) => T,
  value: T,
  take: (typed: T) => void,
): void => {
  const keep = useEffectEvent(() => {
    const input = ref.current;
    if (input === null) return;
    const typed = read(input);
    if (typed !== value) take(typed);
  });
  useLayoutEffect(() => {
    keep();
  }, []);
};
