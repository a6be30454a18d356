import { keepCatalogue, loadShopCatalogueLater, type ShopCatalogue } from "@waea/domain/cart";
import type { ApiError } from "@waea/domain/ports";
import { useEffect, useEffectEvent, useState } from "react";
import { useAppState, useRuntime } from "../../../app/app-context";
import type { AppState } from "../../../state/app-state";

/** The catalogue each open app last showed: a page opening again shows it at once, while the fresh one waits. */
const shown = new WeakMap<AppState, ShopCatalogue>();

export interface ShopCatalogueView {
  /** The catalogue on screen: the one shown last, then the fresh one only if it differs. */
  readonly catalogue: ShopCatalogue | undefined;
  /** Why the fresh one could not be loaded, when there is nothing to show instead. */
  readonly error: ApiError | undefined;
  readonly reload: () => void;
}

/**
 * The e-shop's catalogue on a page (SHOP-01): the request waits 1.5 s (the domain's use case), and the answer
 * replaces what is on screen only when its data changed (the domain's keepCatalogue gives back the same object,
 * so React does not render again and the customer's filters and scroll stay). Phones only where the build shows
 * them (non-production).
 */
export const useShopCatalogue = (): ShopCatalogueView => {
  const state = useAppState();
  const runtime = useRuntime();
  const [catalogue, setCatalogue] = useState<ShopCatalogue | undefined>(() => shown.get(state));
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const load = useEffectEvent(() =>
    runtime.run(
      loadShopCatalogueLater({
        planKinds: state.settings.planKinds,
        withPhones: !state.settings.production,
      }),
      { report: false },
    ),
  );
  useEffect(() => {
    let live = true;
    void load().then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        const next = keepCatalogue(shown.get(state), outcome.value);
        shown.set(state, next);
        setError(undefined);
        setCatalogue(next);
      } else if (!outcome.defect) setError(outcome.error);
    });
    return () => {
      live = false;
    };
  }, [state, version]);
  return {
    catalogue,
    error: catalogue === undefined ? error : undefined,
    reload: () => {
      setError(undefined);
      setVersion((n) => n + 1);
    },
  };
};
