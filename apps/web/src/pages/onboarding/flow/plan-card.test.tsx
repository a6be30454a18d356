import { screen } from "@testing-library/react";
import type { Language } from "@waea/domain/config";
import { formatPlan, type CatalogEntry } from "@waea/domain/plans";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../../test/render-in-language";
import { PlanCard } from "./plan-card";

const plan = (uuid: string, days: number, minutes: number, cents: number): CatalogEntry => ({
  UUID: uuid,
  Name: `Plan ${uuid}`,
  Availabilities: [],
  Cents: cents,
  Characteristics: { TimePeriodInterval: days, RecurringVoiceAllowance: minutes },
});

const show = (language: Language) =>
  renderInLanguage(
    language,
    <ul>
      <PlanCard plan={formatPlan(plan("one", 1, 1, 123456))} chosen={false} onChoose={() => undefined} />
      <PlanCard plan={formatPlan(plan("many", 30, 200, 2500))} chosen={false} onChoose={() => undefined} />
    </ul>,
  );

describe("a plan card's counts (spec 02 §9) go through i18next's plural forms", () => {
  it("reads 1 day and 30 days, 1 min and 200 mins in English", async () => {
    show("en");
    expect(await screen.findByText("1 day")).toBeTruthy();
    expect(screen.getByText("30 days")).toBeTruthy();
    expect(screen.getByText("1 min")).toBeTruthy();
    expect(screen.getByText("200 mins")).toBeTruthy();
  });
  // Māori nouns do not change with the number, so both forms read alike; "1 rā" still proves the mi-NZ "_one" form
  // was chosen, as without it i18next would fall back to English's "1 day".
  it("reads 1 rā and 30 rā, 1 meneti and 200 meneti in te reo Māori", async () => {
    show("mi-NZ");
    expect(await screen.findByText("1 rā")).toBeTruthy();
    expect(screen.getByText("30 rā")).toBeTruthy();
    expect(screen.getByText("1 meneti")).toBeTruthy();
    expect(screen.getByText("200 meneti")).toBeTruthy();
  });
  it("shows the price with thousands separators", async () => {
    show("mi-NZ");
    expect(await screen.findByText("$1,234.56")).toBeTruthy();
    expect(screen.getByText("$25.00")).toBeTruthy();
  });
});
