// The plan-fit rule and what it weighs (the usage of the last 30 days, its charge grouping): loaded by the plan-fit
// hint once it asks for its report (plan-fit-on-use.ts), so the plan pages' first paint carries none of it.
export { loadPlanFit } from "@waea/domain/plans";
