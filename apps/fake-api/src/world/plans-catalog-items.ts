import type { CatalogProductType, Characteristics } from "@waea/domain/plans";

/** The operator's catalog as data. `key` names the ids: `catalog:<key>` and `availability:<key>` (core-labels). */
export interface CatalogItem {
  readonly key: string;
  readonly type: CatalogProductType;
  readonly name: string;
  readonly description: string;
  readonly cents: number;
  readonly priority: number;
  readonly c: Characteristics;
  readonly available?: boolean;
  readonly offer?: { readonly originalCents: number; readonly months: number };
  readonly payg?: boolean;
}

const plan = { IsBasePlan: "true", IsAddon: "false" } as const;
const addon = { IsBasePlan: "false", IsAddon: "true" } as const;
const unlimitedTalk = {
  RecurringVoiceAllowance: 0,
  VoiceUsageRule: "Unlimited",
  RecurringSMSAllowance: 0,
  SMSUsageRule: "Unlimited",
} as const;

/**
 * A New Zealand style catalog: postpay plans (monthly), prepay plans (28 days, one weekly), PAYG, data, talk,
 * international and roaming add-ons. The base plans and "Data 5GB" are the ones core puts on the demo products
 * (same labels, names, prices and AllowAutoRenew). One retired plan is not Available.
 */
export const PLAN_ITEMS: ReadonlyArray<CatalogItem> = [
  {
    key: "postpay:essential",
    type: "postpaymobile",
    name: "Postpay Essential 15GB",
    description:
      "15GB of data a month, then capped at 1.2Mbps. Unlimited NZ and Australian minutes and texts.",
    cents: 4500,
    priority: 1,
    c: {
      ...plan,
      AllowAutoRenew: "true",
      TimePeriodInterval: "month",
      RecurringDataAllowance: 15_360,
      DataUsageRule: "Throttled",
      Throttle: "1.2Mbps",
      ...unlimitedTalk,
    },
  },
  {
    key: "postpay:everyday",
    type: "postpaymobile",
    name: "Postpay Unlimited Everyday",
    description: "Endless data at up to 10Mbps, unlimited NZ and Australian minutes and texts.",
    cents: 5500,
    priority: 2,
    c: {
      ...plan,
      AllowAutoRenew: "true",
      TimePeriodInterval: "month",
      DataUsageRule: "Unlimited",
      SpeedLimitDL: "10M",
      SpeedLimitUL: "10M",
      ...unlimitedTalk,
    },
  },
  {
    key: "postpay:base",
    type: "postpaymobile",
    name: "Postpay Unlimited",
    description: "Endless data at full speed, 100 international minutes, unlimited NZ and Australian calls.",
    cents: 6500,
    priority: 3,
    c: {
      ...plan,
      AllowAutoRenew: "true",
      TimePeriodInterval: "month",
      DataUsageRule: "Unlimited",
      ...unlimitedTalk,
      RecurringIDDVoiceAllowance: 100,
      RecurringMMSAllowance: 100,
    },
  },
  {
    key: "postpay:max",
    type: "postpaymobile",
    name: "Postpay Unlimited Max",
    description: "Endless data at full speed, 300 international minutes, $10 off for the first 3 months.",
    cents: 7500,
    priority: 4,
    offer: { originalCents: 8500, months: 3 },
    c: {
      ...plan,
      AllowAutoRenew: "true",
      TimePeriodInterval: "month",
      DataUsageRule: "Unlimited",
      ...unlimitedTalk,
      RecurringIDDVoiceAllowance: 300,
      RecurringIDDSMSAllowance: 100,
      OfferPeriodCount: 3,
      OfferPeriodInterval: "month",
    },
  },
  {
    key: "prepay:small",
    type: "prepaymobileAddon",
    name: "Kōrero 2GB",
    description: "2GB of data, 200 NZ and Australian minutes and unlimited texts for 28 days.",
    cents: 1500,
    priority: 1,
    c: {
      ...plan,
      AllowAutoRenew: "true",
      TimePeriodInterval: 28,
      RecurringDataAllowance: 2048,
      DataUsageRule: "CasualRate",
      RecurringVoiceAllowance: 200,
      RecurringSMSAllowance: 0,
      SMSUsageRule: "Unlimited",
    },
  },
  {
    key: "prepay:base",
    type: "prepaymobileAddon",
    name: "Kōrero 8GB",
    description: "8GB of data, unlimited NZ and Australian minutes and texts for 28 days.",
    cents: 3000,
    priority: 2,
    c: {
      ...plan,
      AllowAutoRenew: "true",
      TimePeriodInterval: 28,
      RecurringDataAllowance: 8192,
      DataUsageRule: "CasualRate",
      ...unlimitedTalk,
    },
  },
  {
    key: "prepay:unlimited",
    type: "prepaymobileAddon",
    name: "Kōrero Unlimited",
    description: "Endless data (40GB at full speed, then 2Mbps), unlimited minutes and texts for 28 days.",
    cents: 5500,
    priority: 3,
    c: {
      ...plan,
      AllowAutoRenew: "true",
      TimePeriodInterval: 28,
      DataUsageRule: "Unlimited",
      Throttle: "2Mbps",
      ...unlimitedTalk,
    },
  },
  {
    key: "prepay:week",
    type: "prepaymobileAddon",
    name: "Kōrero 7 Day 1GB",
    description: "1GB of data and 50 minutes for 7 days. Does not renew by itself.",
    cents: 700,
    priority: 4,
    c: {
      ...plan,
      AllowAutoRenew: "false",
      TimePeriodInterval: 7,
      RecurringDataAllowance: 1024,
      DataUsageRule: "CasualRate",
      RecurringVoiceAllowance: 50,
      RecurringSMSAllowance: 100,
    },
  },
  {
    key: "prepay:retired-40gb",
    type: "prepaymobileAddon",
    name: "Kōrero 40GB (no longer sold)",
    description: "A plan customers keep until they change it.",
    cents: 4500,
    priority: 9,
    available: false,
    c: { ...plan, AllowAutoRenew: "true", TimePeriodInterval: 28, RecurringDataAllowance: 40_960 },
  },
  {
    key: "payg:base",
    type: "prepaymobileAddon",
    name: "PAYG Everyday",
    description: "Pay as you go: data, calls and texts at casual rates, no expiry while you top up.",
    cents: 1000,
    priority: 5,
    payg: true,
    c: {
      ...plan,
      AllowAutoRenew: "true",
      TimePeriodInterval: 30,
      RecurringDataAllowance: 0,
      DataUsageRule: "CasualRate",
      RecurringVoiceAllowance: 0,
      VoiceUsageRule: "CasualRate",
    },
  },
];

/** Add-ons: data, talk, international and roaming. */
export const ADDON_ITEMS: ReadonlyArray<CatalogItem> = [
  {
    key: "data-5gb",
    type: "prepaymobileAddon",
    name: "Data 5GB",
    description: "5GB of extra data for 28 days.",
    cents: 1500,
    priority: 10,
    c: { ...addon, AllowAutoRenew: "true", TimePeriodInterval: 28, RecurringDataAllowance: 5120 },
  },
  {
    key: "data-1gb",
    type: "prepaymobileAddon",
    name: "Data 1GB",
    description: "1GB of extra data for 7 days.",
    cents: 600,
    priority: 11,
    c: { ...addon, AllowAutoRenew: "false", TimePeriodInterval: 7, RecurringDataAllowance: 1024 },
  },
  {
    key: "data-day",
    type: "prepaymobileAddon",
    name: "Unlimited Data Day",
    description: "Endless data until midnight.",
    cents: 300,
    priority: 12,
    c: { ...addon, AllowAutoRenew: "false", TimePeriodInterval: 1, DataUsageRule: "Unlimited" },
  },
  {
    key: "talk-100",
    type: "prepaymobileAddon",
    name: "Talk 100",
    description: "100 NZ and Australian minutes for 28 days.",
    cents: 500,
    priority: 13,
    c: { ...addon, AllowAutoRenew: "true", TimePeriodInterval: 28, RecurringVoiceAllowance: 100 },
  },
  {
    key: "postpay-data-10gb",
    type: "postpaymobileAddon",
    name: "Extra Data 10GB",
    description: "10GB of extra data this month.",
    cents: 1000,
    priority: 10,
    c: { ...addon, AllowAutoRenew: "true", TimePeriodInterval: "month", RecurringDataAllowance: 10_240 },
  },
  {
    key: "idd-100",
    type: "mobileAddon",
    name: "International Minutes 100",
    description: "100 minutes to landlines and mobiles in 24 countries for 28 days.",
    cents: 1000,
    priority: 20,
    c: {
      ...addon,
      AllowAutoRenew: "true",
      TimePeriodInterval: 28,
      RecurringIDDVoiceAllowance: 100,
      RecurringIDDSMSAllowance: 50,
    },
  },
  {
    key: "roaming-day",
    type: "mobileAddon",
    name: "Daily Roaming",
    description: "Your plan's minutes, texts and 500MB of data abroad for one day.",
    cents: 800,
    priority: 21,
    c: { ...addon, AllowAutoRenew: "false", TimePeriodInterval: 1, RecurringDataAllowance: 500 },
  },
  {
    key: "roaming-au-week",
    type: "mobileAddon",
    name: "Australia Roaming 7 Days",
    description: "3GB of data and 100 minutes in Australia for 7 days.",
    cents: 2500,
    priority: 22,
    c: {
      ...addon,
      AllowAutoRenew: "false",
      TimePeriodInterval: 7,
      RecurringDataAllowance: 3072,
      RecurringVoiceAllowance: 100,
      RecurringSMSAllowance: 100,
    },
  },
];
