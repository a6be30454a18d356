import type { RouteId } from "@waea/domain/routing";
import type { ComponentType } from "react";
import type { PageProps } from "./page-props";

export interface PageChoice {
  /** A route's page module has arrived (preloadPage): its own component renders the route from now on. */
  readonly loaded: (id: RouteId, page: ComponentType<PageProps>) => void;
  /** The component a route renders with: the one it first rendered with, kept. */
  readonly pageFor: (id: RouteId) => ComponentType<PageProps>;
}

/**
 * Which component renders a route's page: its module's own when the module was loaded by the route's first render,
 * else the lazy one (`lazyFor`). React.lazy suspends on its first render even when its module has arrived (the
 * import's promise is only read a microtask later): the route's loader showed, and React then held the page back
 * for up to 300 ms (its fallback throttle), which on the signed-in home came between the session's restore and the
 * dashboard's first read. Whichever a route first renders with, it keeps: another component would remount its page.
 */
export const makePageChoice = (lazyFor: (id: RouteId) => ComponentType<PageProps>): PageChoice => {
  const modules = new Map<RouteId, ComponentType<PageProps>>();
  const rendered = new Map<RouteId, ComponentType<PageProps>>();
  return {
    loaded: (id, page) => void modules.set(id, page),
    pageFor: (id) => {
      const known = rendered.get(id);
      if (known !== undefined) return known;
      const component = modules.get(id) ?? lazyFor(id);
      rendered.set(id, component);
      return component;
    },
  };
};
