import { nonProductionSettings, productionSettings } from "@waea/domain/config";
import { describe, expect, it } from "vitest";
import { servedProfile, settingsMeta } from "./served-settings";
import { webConfigFrom } from "./settings-from-env";

const documentWith = (head: string): Document => {
  const document = window.document.implementation.createHTMLDocument("page");
  document.head.innerHTML = head;
  return document;
};

describe("the settings a page is served with (one build, production and non-production)", () => {
  it("reads the profile from the meta the non-production pages carry; a page without one is production", () => {
    expect(servedProfile(documentWith(settingsMeta("non-production")))).toBe("non-production");
    expect(servedProfile(documentWith('<meta name="description" content="Waea" />'))).toBeUndefined();
    expect(servedProfile(documentWith('<meta name="waea-settings" content="staging" />'))).toBeUndefined();
    expect(servedProfile(undefined)).toBeUndefined();
  });

  it("serves the non-production settings (guest flows on, with the demo captcha key) over a production build's", () => {
    expect(webConfigFrom({ PROD: true }, "non-production").settings).toEqual(nonProductionSettings);
    expect(webConfigFrom({ PROD: true }, undefined).settings).toEqual(productionSettings);
    expect(webConfigFrom({ PROD: false }, "production").settings).toEqual(productionSettings);
    // Each profile shows its own help provider, so an e2e server of each searches one of the two.
    expect(webConfigFrom({ PROD: true }, "non-production").settings.helpProvider).toBe("intercom");
    expect(webConfigFrom({ PROD: true }, undefined).settings.helpProvider).toBe("zendesk");
    // The build's own variables still apply on top.
    expect(
      webConfigFrom({ PROD: true, VITE_FLAGS: "-anonymousPayBill" }, "non-production").settings.flags
        .anonymousPayBill,
    ).toBe(false);
  });
});
