import * as Either from "effect/Either";
import * as Schema from "effect/Schema";

/**
 * The power page (RWD-03): extra benefits a customer earns through their plan and their groups, each switched on or
 * off by the customer. Named by key (the page translates them); what earns each one is the domain's catalogue.
 */
export const PowerBenefitKeys = ["data-rollover", "weekend-data", "group-share", "member-calls"] as const;
export const PowerBenefitKey = Schema.Literal(...PowerBenefitKeys);
export type PowerBenefitKey = typeof PowerBenefitKey.Type;

/** What earns a benefit: a mobile plan, membership of a customer group, or of a mobile group. */
export const PowerSource = Schema.Literal("plan", "customer-group", "mobile-group");
export type PowerSource = typeof PowerSource.Type;

export const POWER_SOURCES: Readonly<Record<PowerBenefitKey, PowerSource>> = {
  "data-rollover": "plan",
  "weekend-data": "plan",
  "group-share": "customer-group",
  "member-calls": "mobile-group",
};

/** A benefit as the operator answers it: whether this customer earns it now and whether it is on. */
export const PowerBenefit = Schema.Struct({
  Key: PowerBenefitKey,
  Source: PowerSource,
  Earned: Schema.Boolean,
  On: Schema.Boolean,
});
export type PowerBenefit = typeof PowerBenefit.Type;

export const PowerReply = Schema.Struct({ Benefits: Schema.Array(PowerBenefit) });
export type PowerReply = typeof PowerReply.Type;

/** Switches one benefit on or off (the key is in the path). */
export const SetPowerRequest = Schema.Struct({ On: Schema.Boolean });
export type SetPowerRequest = typeof SetPowerRequest.Type;

/** What a customer has that earns benefits. */
export interface PowerFacts {
  readonly hasPlan: boolean;
  readonly inCustomerGroup: boolean;
  readonly inMobileGroup: boolean;
}

export const earnsFrom = (source: PowerSource, facts: PowerFacts): boolean =>
  source === "plan"
    ? facts.hasPlan
    : source === "customer-group"
      ? facts.inCustomerGroup
      : facts.inMobileGroup;

/**
 * Every benefit of the catalogue for a customer: earned by what they have, on only when earned and switched on (a
 * benefit whose plan or group went is off, whatever was stored).
 */
export const powerBenefits = (
  facts: PowerFacts,
  switchedOn: ReadonlyArray<string>,
): ReadonlyArray<PowerBenefit> =>
  PowerBenefitKeys.map((key) => {
    const source = POWER_SOURCES[key];
    const earned = earnsFrom(source, facts);
    return { Key: key, Source: source, Earned: earned, On: earned && switchedOn.includes(key) };
  });

export type PowerError = "rewards.power_not_earned";

/** A benefit can be switched on only while earned; switching off is always allowed. */
export const checkPowerSwitch = (
  benefit: Pick<PowerBenefit, "Earned">,
  on: boolean,
): Either.Either<SetPowerRequest, PowerError> =>
  on && !benefit.Earned ? Either.left("rewards.power_not_earned") : Either.right({ On: on });

/** The stored keys after a switch. */
export const withPowerSwitched = (
  switchedOn: ReadonlyArray<string>,
  key: PowerBenefitKey,
  on: boolean,
): ReadonlyArray<string> => [...switchedOn.filter((k) => k !== key), ...(on ? [key] : [])];
