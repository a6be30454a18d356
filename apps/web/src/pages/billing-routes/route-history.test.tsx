import { screen } from "@testing-library/react";
import type { RouteHistoryEntry } from "@waea/domain/billing-routes";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { RouteHistory } from "./route-history";

const spent = (what: string | undefined, n: number): RouteHistoryEntry => ({
  UUID: `entry-${n}`,
  Kind: "spent",
  AtNanos: 1_780_000_000_000_000_000 + n,
  ByCustomerUUID: "child",
  ByName: "Keri",
  AmountCents: 500,
  ...(what === undefined ? {} : { What: what }),
  ChargedToName: "Ruth",
});

const entries = [spent("top_up", 1), spent("add_on", 2), spent("bill_payment", 3), spent("gift_card", 4)];

const lines = async () =>
  (await screen.findAllByRole("row")).slice(1).map((row) => row.querySelectorAll("td")[0]?.textContent);

describe("a route's history says what each spend paid for (issue #17)", () => {
  it("names every purpose key in English, and an unknown key as a purchase, never the key itself", async () => {
    renderInLanguage("en", <RouteHistory name="Keri's mobile" entries={entries} />);
    expect(await lines()).toEqual([
      "Keri spent on a top-up, charged to Ruth",
      "Keri spent on an add-on, charged to Ruth",
      "Keri spent on a bill payment, charged to Ruth",
      "Keri spent on a purchase, charged to Ruth",
    ]);
    expect(document.body.textContent).not.toMatch(/top_up|add_on|bill_payment|gift_card|billing-routes:/);
  });

  it("names them in te reo Māori too", async () => {
    renderInLanguage("mi-NZ", <RouteHistory name="Keri's mobile" entries={entries} />);
    expect(await lines()).toEqual([
      "I whakapau a Keri mō tētahi utu tōmua, ka utua e Ruth",
      "I whakapau a Keri mō tētahi tāpiri, ka utua e Ruth",
      "I whakapau a Keri mō tētahi utu pire, ka utua e Ruth",
      "I whakapau a Keri mō tētahi hoko, ka utua e Ruth",
    ]);
    expect(document.body.textContent).not.toMatch(/top_up|add_on|bill_payment|gift_card|billing-routes:/);
  });
});
