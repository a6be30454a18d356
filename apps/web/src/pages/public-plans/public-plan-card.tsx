import type { CatalogEntry, PlanDisplay } from "@waea/domain/plans";
import { hrefFor, type RouteId } from "@waea/domain/routing";
import type { TFunction } from "i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { namesPlan } from "./use-public-plans";

/**
 * A public plan card's extras: the plan the route's :plan names is marked and offers a SIM with it; every other
 * plan is a link that chooses it (the same page with its :plan).
 */
export const publicPlanCard =
  (route: RouteId, chosen: string | undefined, t: TFunction) => (entry: CatalogEntry, plan: PlanDisplay) => {
    const isChosen = namesPlan(entry, chosen);
    const href = isChosen
      ? hrefFor("sim-purchase", { plan: entry.UUID })
      : hrefFor(route, { plan: entry.UUID });
    return {
      highlighted: isChosen,
      ...(isChosen ? { badge: t("plans:chosen_plan") } : {}),
      actions: (
        <Link href={href ?? "/"} className={buttonClass(isChosen ? "primary" : "secondary")}>
          {t(isChosen ? "plans:get_sim" : "plans:choose_plan", { name: plan.name })}
        </Link>
      ),
    };
  };
