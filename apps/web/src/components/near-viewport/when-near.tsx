import type { ReactNode } from "react";
import { NEAR_MARGIN, useNearViewport } from "./use-near-viewport";

/**
 * A part of a page shown (so mounted: its imports and reads start) only once it comes near the viewport; until then
 * its placeholder holds its place. The placeholder should be the part's own loading state, so nothing shifts when it
 * takes over. Where IntersectionObserver is missing the part shows at once.
 */
export const WhenNear = ({
  placeholder,
  children,
  rootMargin = NEAR_MARGIN,
}: {
  readonly placeholder: ReactNode;
  readonly children: ReactNode;
  readonly rootMargin?: string;
}) => {
  const [ref, near] = useNearViewport(rootMargin);
  return near ? children : <div ref={ref}>{placeholder}</div>;
};
