import { useCallback, useState } from "react";

/** How far outside the viewport an element counts as near: about a quarter of a phone's screen, above or below. */
export const NEAR_MARGIN = "200px 0px";

/**
 * Whether an element has come near the viewport (within `rootMargin` of it), for a part below the first screen that
 * loads its code and data only when the visitor scrolls towards it. Once near it stays near. Where
 * IntersectionObserver is missing it is near at once, so the part still loads (later only where it can be observed).
 * Give the returned ref to the element that stands in the part's place; it is observed while it is mounted.
 */
export const useNearViewport = (
  rootMargin: string = NEAR_MARGIN,
): readonly [ref: (element: Element | null) => (() => void) | undefined, near: boolean] => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  const ref = useCallback(
    (element: Element | null) => {
      if (element === null || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near] as const;
};
