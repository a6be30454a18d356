import { i18nKey } from "../../i18n/message";

/**
 * A text key as the dashboard reads it. The usage namespace's messages it shows (its meters' labels, "We can't get
 * usage right now") are the dashboard's own texts too, with the same words (dashboard:usage_ and the key): the usage page's
 * namespace, 60 texts, would load with the dashboard's first screen for those. A key of the usage namespace (a domain key or an i18next one) is read as
 * its dashboard twin; any other key as it is (a domain key as i18next names it).
 */
export const dashboardKey = (key: string): string => {
  const usage = /^usage[.:](.+)$/.exec(key);
  return usage === null ? i18nKey(key) : `dashboard:usage_${usage[1] ?? ""}`;
};
