/**
 * For tests: an IntersectionObserver that reports a target once the test brings it into view (happy-dom's never
 * reports anything). Install `IntersectionObserver` as the global (vi.stubGlobal) and call `bringIntoView` where a
 * browser would scroll: every observed target inside the element (or containing it) is reported as intersecting.
 */
export const fakeIntersectionObserver = () => {
  const observers = new Set<FakeObserver>();

  class FakeObserver {
    readonly targets = new Set<Element>();
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds: ReadonlyArray<number> = [0];
    readonly callback: IntersectionObserverCallback;

    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.callback = callback;
      this.rootMargin = options.rootMargin ?? "0px";
    }
    observe(target: Element) {
      this.targets.add(target);
      observers.add(this);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  return {
    IntersectionObserver: FakeObserver,
    /** How many elements are observed now. */
    observed: () => [...observers].reduce((count, observer) => count + observer.targets.size, 0),
    /** Reports every observed target inside `element` (or around it) as intersecting, as a scroll to it would. */
    bringIntoView: (element: Element) => {
      for (const observer of [...observers]) {
        const entries = [...observer.targets]
          .filter((target) => element.contains(target) || target.contains(element))
          .map((target): Partial<IntersectionObserverEntry> => ({ target, isIntersecting: true }));
        if (entries.length > 0)
          observer.callback(
            entries as IntersectionObserverEntry[],
            observer as unknown as IntersectionObserver,
          );
      }
    },
  };
};
