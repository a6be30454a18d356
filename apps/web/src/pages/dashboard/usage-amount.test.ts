import { resources } from "@waea/adapters/i18n";
import { GB_THRESHOLD_MB } from "@waea/domain/plans";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { usageAmountText } from "./usage-amount";

/** A t() that answers with the key it was asked and its values, to see which namespace a text comes from. */
const keyOf = ((key: string, params: Readonly<Record<string, unknown>>) =>
  `${key} ${JSON.stringify(params)}`) as unknown as TFunction;

describe("usage amounts in words: data with the dashboard's own units, not the plans namespace (issue 13)", () => {
  it("writes data in GB or MB with dashboard keys, the plans' display rule deciding which", () => {
    expect(usageAmountText(keyOf, "data", 2 * GB_THRESHOLD_MB)).toBe('dashboard:data_gb {"amount":"2"}');
    expect(usageAmountText(keyOf, "data", 500)).toBe('dashboard:data_mb {"amount":"500"}');
  });

  it.each(["en", "mi-NZ"] as const)("the dashboard's units are the plans' words (%s)", (language) => {
    const dashboard = resources[language].dashboard;
    const plans = resources[language].plans;
    expect(dashboard["data_gb"]).toBe(plans["data_gb"]);
    expect(dashboard["data_mb"]).toBe(plans["data_mb"]);
  });
});
