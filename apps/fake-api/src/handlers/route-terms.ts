import { translate } from "@waea/adapters/i18n";
import { MAX_CENTS } from "@waea/domain/money";
import { refuse, type Refusal } from "../server/handler";

const MAX_NAME = 100;

interface Terms {
  readonly Name?: string | undefined;
  readonly SpendCycle?: number | undefined;
  readonly SpendCycleCount?: number | undefined;
  readonly SpendLimit?: number | undefined;
}

/**
 * The spend settings of a route (BR-02), as the domain's routeUpdateRequest builds them: whole numbers of 0 or
 * more, the limit in cents up to the largest amount money holds, a name of at most 100 characters.
 */
export const checkSpendTerms = (terms: Terms): Refusal | undefined => {
  if (terms.Name !== undefined && terms.Name.trim().length > MAX_NAME)
    return refuse(400, `body.Name: at most ${MAX_NAME} characters`);
  if (terms.SpendCycle !== undefined && terms.SpendCycle < 0)
    return refuse(400, translate("en", "billing-routes.invalid_cycle"));
  if (terms.SpendCycleCount !== undefined && terms.SpendCycleCount < 0)
    return refuse(400, translate("en", "billing-routes.invalid_cycle_count"));
  if (terms.SpendLimit !== undefined && (terms.SpendLimit < 0 || terms.SpendLimit > MAX_CENTS))
    return refuse(400, translate("en", "billing-routes.invalid_limit"));
  return undefined;
};
