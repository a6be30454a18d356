/** Message keys of the usage namespace (packages/adapters/src/i18n/locales/<lang>/usage.json). */
export const UsageMessages = {
  currentAccountNotSpecified: "usage.current_account_not_specified",
  loadError: "usage.load_error",
  typeData: "usage.type_data",
  typeVoice: "usage.type_voice",
  typeIddVoice: "usage.type_idd_voice",
  typeSms: "usage.type_sms",
  typeIddSms: "usage.type_idd_sms",
  typeMms: "usage.type_mms",
  typeUnknown: "usage.type_unknown",
  unlimited: "usage.unlimited",
  unknownDate: "usage.unknown_date",
} as const;
export type UsageMessageKey = (typeof UsageMessages)[keyof typeof UsageMessages];
