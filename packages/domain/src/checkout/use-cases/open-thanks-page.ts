import * as Effect from "effect/Effect";
import type { Storage } from "../../ports";
import { thanksPageDecision } from "../thanks-decision";
import type { SavedPurchase } from "../saved-purchase";
import { loadSavedPurchase } from "./stored-purchase";

/** thanks and thanks-broadband (SHOP-06): the purchased summary of a completed purchase, otherwise home. */
export const openThanksPage: Effect.Effect<
  { readonly _tag: "Show"; readonly purchase: SavedPurchase } | { readonly _tag: "Home" },
  never,
  Storage
> = Effect.map(loadSavedPurchase, (purchase) =>
  purchase !== undefined && thanksPageDecision(purchase) === "show"
    ? ({ _tag: "Show", purchase } as const)
    : ({ _tag: "Home" } as const),
);
