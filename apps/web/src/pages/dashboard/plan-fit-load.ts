// The plan-fit rule and the plans it weighs (catalog, plan change, display): loaded by the plan-fit card once it
// asks for its report, so the dashboard's first paint (the card's skeleton) carries none of it.
export { loadPlanFit } from "@waea/domain/plans";
