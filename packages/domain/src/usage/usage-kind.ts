import { UsageMessages, type UsageMessageKey } from "./messages";

export const UsageKinds = ["data", "voice", "idd_voice", "sms", "idd_sms", "mms", "unknown"] as const;
export type UsageKind = (typeof UsageKinds)[number];

const KIND_OF: Readonly<Record<string, UsageKind>> = {
  Data: "data",
  Mins: "voice",
  IDDMins: "idd_voice",
  TXTs: "sms",
  IDDTXTs: "idd_sms",
  PXTs: "mms",
};

/** The operator's balance type to the portal's kind (spec 02 §3); anything else is unknown. Exact spelling. */
export const usageKind = (type: string | undefined): UsageKind =>
  type !== undefined && Object.hasOwn(KIND_OF, type) ? (KIND_OF[type] ?? "unknown") : "unknown";

export const UsageKindLabelKeys: Readonly<Record<UsageKind, UsageMessageKey>> = {
  data: UsageMessages.typeData,
  voice: UsageMessages.typeVoice,
  idd_voice: UsageMessages.typeIddVoice,
  sms: UsageMessages.typeSms,
  idd_sms: UsageMessages.typeIddSms,
  mms: UsageMessages.typeMms,
  unknown: UsageMessages.typeUnknown,
};
