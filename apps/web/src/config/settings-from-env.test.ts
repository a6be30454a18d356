import { developmentSettings, productionSettings } from "@waea/domain/config";
import { describe, expect, it } from "vitest";
import { webConfigFrom } from "./settings-from-env";

describe("webConfigFrom (APP-07)", () => {
  it("takes the production defaults of the domain in a production build", () => {
    const config = webConfigFrom({ PROD: true });
    expect(config.settings).toEqual(productionSettings);
    expect(config.apiUrl).toBe("/api");
    expect(config.problems).toEqual([]);
  });

  it("takes the development settings in a dev build unless VITE_PRODUCTION says otherwise", () => {
    expect(webConfigFrom({ PROD: false }).settings).toEqual(developmentSettings);
    expect(webConfigFrom({ PROD: false, VITE_PRODUCTION: "true" }).settings.production).toBe(true);
  });

  it("turns flags on and off and reads the keys and lists", () => {
    const config = webConfigFrom({
      PROD: true,
      VITE_FLAGS: "anonymousRecharge, -fwa",
      VITE_STRIPE_KEY: "pk_test_1",
      VITE_CAPTCHA_KEY: "captcha",
      VITE_API_URL: "https://api.example.nz",
      VITE_PROFILE_TABS: "plans,personal-data",
      VITE_LANGUAGES: "mi-NZ",
      VITE_GROUP_MODE: "MOBILE",
    });
    expect(config.settings.flags.anonymousRecharge).toBe(true);
    expect(config.settings.flags.fwa).toBe(false);
    expect(config.settings.flags.ufb).toBe(true);
    expect(config.settings.stripePublishableKey).toBe("pk_test_1");
    expect(config.settings.captchaKey).toBe("captcha");
    expect(config.settings.allowedProfileTabs).toEqual(["plans", "personal-data"]);
    expect(config.settings.languages).toEqual(["en", "mi-NZ"]);
    expect(config.settings.groupMode).toBe("MOBILE");
    expect(config.apiUrl).toBe("https://api.example.nz");
  });

  it("reports values it does not understand and changes nothing for them", () => {
    const config = webConfigFrom({
      PROD: true,
      VITE_FLAGS: "nope",
      VITE_PRODUCTION: "yes",
      VITE_PROFILE_TABS: "plans,shop",
      VITE_CHAT_PROVIDER: "slack",
    });
    expect(config.settings).toEqual(productionSettings);
    expect(config.problems).toHaveLength(4);
    expect(config.problems.join("\n")).toContain('unknown flag "nope"');
  });
  it("opens the simulated identity provider for social sign-in unless VITE_SOCIAL_SIMULATOR is false (AUTH-03)", () => {
    expect(webConfigFrom({ PROD: true }).socialSimulator).toBe(true);
    expect(webConfigFrom({ PROD: true, VITE_SOCIAL_SIMULATOR: "false" }).socialSimulator).toBe(false);
    const odd = webConfigFrom({ PROD: true, VITE_SOCIAL_SIMULATOR: "maybe" });
    expect(odd.socialSimulator).toBe(true);
    expect(odd.problems).toEqual(['VITE_SOCIAL_SIMULATOR must be true or false, not "maybe"']);
  });
});
