/**
 * The scroll position of a sideways-scrolling bar that shows its current tab whole, centred where the bar can be
 * scrolled that far: nothing changes when the tab is already in sight or the bar does not scroll.
 */
export const tabScrollLeft = (bar: {
  readonly scrollLeft: number;
  readonly clientWidth: number;
  readonly scrollWidth: number;
  /** The tab's start and width, relative to the bar's visible start. */
  readonly tabStart: number;
  readonly tabWidth: number;
}): number => {
  const { scrollLeft, clientWidth, scrollWidth, tabStart, tabWidth } = bar;
  if (scrollWidth <= clientWidth) return scrollLeft;
  if (tabStart >= 0 && tabStart + tabWidth <= clientWidth) return scrollLeft;
  const centred = scrollLeft + tabStart - (clientWidth - tabWidth) / 2;
  return Math.round(Math.min(Math.max(centred, 0), scrollWidth - clientWidth));
};

/**
 * Scrolls a tab bar (its own scroll only, never the page) so that its `aria-current="page"` link is in sight.
 * Instant, so nothing moves under reduced motion and the bar is right at the first paint.
 */
export const scrollTabIntoView = (bar: HTMLElement): void => {
  const tab = bar.querySelector<HTMLElement>('[aria-current="page"]');
  if (tab === null) return;
  const barBox = bar.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const left = tabScrollLeft({
    scrollLeft: bar.scrollLeft,
    clientWidth: bar.clientWidth,
    scrollWidth: bar.scrollWidth,
    tabStart: tabBox.left - barBox.left,
    tabWidth: tabBox.width,
  });
  if (left !== bar.scrollLeft) bar.scrollLeft = left;
};
