import { keepsScrollPosition } from "@waea/domain/routing";
import { useEffect, useEffectEvent, useRef } from "react";
import { useLocation } from "wouter";
import { useLocationString } from "./use-location-string";

/**
 * APP-01: a new path starts at the top, except on routes that keep their position (choosing a plan changes :plan,
 * the list should not jump). Focus moves to the main region so a screen reader starts reading the new page.
 */
export const useScrollReset = (main: React.RefObject<HTMLElement | null>): void => {
  const [path] = useLocation();
  const location = useLocationString();
  const shownPath = useRef(path);
  const onNewPath = useEffectEvent(() => {
    if (keepsScrollPosition(location)) return;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  });
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    onNewPath();
  }, [path]);
};
