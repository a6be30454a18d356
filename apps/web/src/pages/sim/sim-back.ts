import { staticHref } from "@waea/domain/routing";

/** The way back from a SIM action's page to the actions list (SIM-08). */
export const BACK_TO_ACTIONS = {
  href: staticHref("profile.mobile.sim-card-actions"),
  label: "sim:back_to_actions",
} as const;
