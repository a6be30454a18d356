import type { SavedPurchase } from "./saved-purchase";

/** The thanks pages need a completed purchase, otherwise home (spec 03 §2). */
export const thanksPageDecision = (purchase: SavedPurchase | undefined): "show" | "home" =>
  purchase?.status === "completed" ? "show" : "home";
