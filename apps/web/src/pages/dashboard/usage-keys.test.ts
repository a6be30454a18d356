import { resources } from "@waea/adapters/i18n";
import { UsageMessages } from "@waea/domain/usage";
import { describe, expect, it } from "vitest";
import { dashboardKey } from "./usage-keys";

describe("the usage messages the dashboard shows are its own texts (issue 13: no usage namespace on the dashboard)", () => {
  it("reads a usage key, in either form, as the dashboard's twin; any other key as i18next names it", () => {
    expect(dashboardKey("usage.type_data")).toBe("dashboard:usage_type_data");
    expect(dashboardKey("usage:load_error")).toBe("dashboard:usage_load_error");
    expect(dashboardKey("errors:something_went_wrong")).toBe("errors:something_went_wrong");
    expect(dashboardKey("validation.required")).toBe("validation:required");
  });

  it.each(["en", "mi-NZ"] as const)(
    "every usage message has its twin in the dashboard's texts, in the same words (%s)",
    (language) => {
      for (const key of Object.values(UsageMessages)) {
        const name = key.slice("usage.".length);
        expect(resources[language].dashboard[`usage_${name}`], key).toBe(resources[language].usage[name]);
      }
    },
  );
});
