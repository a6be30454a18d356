import { centsToDollars, type Cents } from "../money";
import { allowanceTexts, type AllowanceId } from "./allowance-display";
import { isRenewable } from "./auto-renew";
import { firstAvailability, type CatalogEntry } from "./catalog-entry";
import { characteristicFlag, characteristicNumber, type Characteristics } from "./characteristics";
import { dataText } from "./data-display";
import { text, type DisplayText } from "./display-text";
import { isUnlimitedPlan } from "./quick-filter";
import { offerIntervalText, timePeriodText } from "./period-display";
import { hasSpeedLimits, speedText, throttleNote } from "./speed-display";

export type PlanDetailId =
  "period" | "data" | "speed" | AllowanceId | "free_data_hour" | "hotspot" | "share_data";

/** One row of a plan card: a label and a value, both for the UI to translate. */
export interface PlanDetail {
  readonly id: PlanDetailId;
  readonly label: DisplayText;
  readonly value: DisplayText;
}

/** A plan as a card shows it (spec 02 §9). Money is in dollars with 2 decimals; every text is a key. */
export interface PlanDisplay {
  readonly uuid: string;
  readonly availabilityUUID: string | undefined;
  /** From the server: the retail name of the first availability, else the entry's name. */
  readonly name: string;
  readonly cost: string;
  readonly costCents: Cents;
  readonly renewable: boolean;
  /** 'renewable period' when renewable, otherwise 'service period'. */
  readonly periodLabel: DisplayText;
  readonly details: ReadonlyArray<PlanDetail>;
  /** The throttle note, and the fair use note when any allowance is unlimited. */
  readonly notes: ReadonlyArray<DisplayText>;
  /** Unlimited data: the plan belongs to the Unlimited quick filter. */
  readonly isUnlimited: boolean;
  readonly origianl_price?: string;
  readonly discount?: string;
  readonly offer_credit?: string;
  readonly offerPeriodCount?: number;
  readonly offerPeriodInterval?: DisplayText;
  readonly hasSubscribeSign: boolean;
  /** From the server: the retail description. */
  readonly more_details?: string;
}

const LABELS: Readonly<Record<PlanDetailId, string>> = {
  period: "plans.label_period",
  data: "plans.label_data",
  speed: "plans.label_speed",
  voice: "plans.label_voice",
  sms: "plans.label_sms",
  mms: "plans.label_mms",
  idd_voice: "plans.label_idd_voice",
  idd_sms: "plans.label_idd_sms",
  free_data_hour: "plans.label_free_data_hour",
  hotspot: "plans.label_hotspot",
  share_data: "plans.label_share_data",
};

const detail = (id: PlanDetailId, value: DisplayText): PlanDetail => ({ id, label: text(LABELS[id]), value });

/** The fixed flags every plan shows as Yes: Free Data Hour everyday, Hotspot your data, Share your data. */
const FIXED_FLAGS: ReadonlyArray<PlanDetailId> = ["free_data_hour", "hotspot", "share_data"];

/**
 * The price shown: an offer's discounted price for this customer when the catalog applied one, else the retail
 * cents of the first availability, else the recurring price (or its copy in Cents), else `cost`, else 0.
 */
export const planPriceCents = (entry: CatalogEntry): Cents =>
  entry.PriceInfo?.DiscountedPrice ??
  firstAvailability(entry)?.RetailCents ??
  entry.RecurringRetailPrice ??
  entry.Cents ??
  entry.cost ??
  0;

const positiveDollars = (cents: number | undefined): string | undefined =>
  cents !== undefined && cents > 0 ? centsToDollars(cents) : undefined;

const discountCents = (entry: CatalogEntry): number | undefined => {
  if (entry.discount !== undefined) return entry.discount;
  const original = entry.PriceInfo?.OrigianlPrice;
  const discounted = entry.PriceInfo?.DiscountedPrice;
  return original !== undefined && discounted !== undefined ? original - discounted : undefined;
};

/** The plan's allowances as rows, and whether any of them is unlimited. */
const allowanceDetails = (c: Characteristics): { rows: PlanDetail[]; anyUnlimited: boolean } => {
  const rows: PlanDetail[] = [];
  const data = dataText(c);
  if (data !== undefined) rows.push(detail("data", data));
  if (data !== undefined || hasSpeedLimits(c)) rows.push(detail("speed", speedText(c)));
  const allowances = allowanceTexts(c);
  for (const a of allowances) rows.push(detail(a.id, a.value));
  return { rows, anyUnlimited: data?.key === "plans.unlimited" || allowances.some((a) => a.unlimited) };
};

/**
 * The whole plan display formatting of spec 02 §9 (PLAN-03). Fixed flags are shown on plans, not on add-ons
 * (an entry marked IsAddon): a data top-up does not bring a Free Data Hour. Prices below or at zero are left out.
 */
export const formatPlan = (entry: CatalogEntry): PlanDisplay => {
  const c: Characteristics = entry.Characteristics ?? {};
  const availability = firstAvailability(entry);
  const renewable = isRenewable(entry);
  const costCents = planPriceCents(entry);
  const period = timePeriodText(c.TimePeriodInterval);
  const { rows, anyUnlimited } = allowanceDetails(c);
  const details: PlanDetail[] = [...(period === undefined ? [] : [detail("period", period)]), ...rows];
  if (!characteristicFlag(c.IsAddon))
    for (const id of FIXED_FLAGS) details.push(detail(id, text("plans.yes")));
  const throttle = throttleNote(c);
  const notes = [
    ...(throttle === undefined ? [] : [throttle]),
    ...(anyUnlimited ? [text("plans.fair_use_note")] : []),
  ];
  const offerPeriodCount = characteristicNumber(c.OfferPeriodCount);
  const offerPeriodInterval = offerIntervalText(c.OfferPeriodInterval, offerPeriodCount);
  const origianl = positiveDollars(entry.origianl_price ?? entry.PriceInfo?.OrigianlPrice);
  const discount = positiveDollars(discountCents(entry));
  const credit = positiveDollars(entry.offer_credit ?? entry.PriceInfo?.CreditPrice);
  const moreDetails = availability?.RetailDescription?.trim();
  return {
    uuid: entry.UUID,
    availabilityUUID: availability?.UUID,
    name: availability?.RetailName?.trim() || entry.Name,
    cost: centsToDollars(costCents),
    costCents,
    renewable,
    periodLabel: text(renewable ? "plans.renewable_period" : "plans.service_period"),
    details,
    notes,
    isUnlimited: isUnlimitedPlan(entry),
    ...(origianl === undefined ? {} : { origianl_price: origianl }),
    ...(discount === undefined ? {} : { discount }),
    ...(credit === undefined ? {} : { offer_credit: credit }),
    ...(offerPeriodCount === undefined ? {} : { offerPeriodCount }),
    ...(offerPeriodInterval === undefined ? {} : { offerPeriodInterval }),
    hasSubscribeSign: renewable,
    ...(moreDetails === undefined || moreDetails === "" ? {} : { more_details: moreDetails }),
  };
};
