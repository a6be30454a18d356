import type { GroupMode } from "../config";

export type GroupMenu = "customer-groups" | "mobile-groups";

/** Group menus by the configured mode (GRP-03): ALL shows both, CUSTOMER and MOBILE one each. */
export const groupMenus = (mode: GroupMode): ReadonlyArray<GroupMenu> => {
  switch (mode) {
    case "ALL":
      return ["customer-groups", "mobile-groups"];
    case "CUSTOMER":
      return ["customer-groups"];
    case "MOBILE":
      return ["mobile-groups"];
  }
};
