import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "../config";
import { isInternationalRoamingOffered } from "./daily-roaming";
import { MSISDN_SEARCH_PAGE_SIZE, phoneNumberPage, validatePhoneNumberChoice } from "./phone-number-search";
import { reauthFields, validateReauth } from "./reauthentication";
import {
  availableSimActions,
  isSimActionAllowed,
  needsReauthentication,
  simActionLabelKey,
} from "./sim-actions";
import { simErrorMessageKey } from "./sim-errors";
import { validateSimId } from "./sim-id";
import { simDetails } from "./sim-status";

describe("SIM ID", () => {
  it("accepts an ICCID with spaces or dashes", () => {
    expect(validateSimId("8964 0012 3456 7890 123")).toEqual(Either.right("8964001234567890123"));
    expect(validateSimId("89-64001234567890-1234")).toEqual(Either.right("89640012345678901234"));
  });
  it("refuses a missing or malformed SIM ID", () => {
    expect(validateSimId(undefined)).toEqual(Either.left("sim.sim_id_required"));
    expect(validateSimId("  ")).toEqual(Either.left("sim.sim_id_required"));
    expect(validateSimId("1234567890123456789")).toEqual(Either.left("sim.sim_id_invalid"));
    expect(validateSimId("89640012345")).toEqual(Either.left("sim.sim_id_invalid"));
    expect(validateSimId("8964001234567890abc")).toEqual(Either.left("sim.sim_id_invalid"));
  });
});

describe("SIM actions (SIM-08)", () => {
  it("offers every action in production, one toggle by SIM state", () => {
    expect(availableSimActions(productionSettings)).toEqual([
      "disable",
      "enable",
      "swap",
      "details",
      "number_porting",
      "phone_number_change",
      "product_type_transfer",
    ]);
    expect(availableSimActions(productionSettings, true)).not.toContain("enable");
    expect(availableSimActions(productionSettings, false)).toEqual(
      expect.arrayContaining(["enable", "swap"]),
    );
    expect(availableSimActions(productionSettings, false)).not.toContain("disable");
  });
  it("the master flag hides everything", () => {
    expect(availableSimActions(withSettings(productionSettings, { flags: { simActions: false } }))).toEqual(
      [],
    );
  });
  it("an action needs its own flag and its entry in Settings.simActions", () => {
    expect(isSimActionAllowed(withSettings(productionSettings, { flags: { simSwap: false } }), "swap")).toBe(
      false,
    );
    const noSwap = withSettings(productionSettings, { simActions: ["SIM_DISABLE_ENABLE"] });
    expect(isSimActionAllowed(noSwap, "swap")).toBe(false);
    expect(isSimActionAllowed(noSwap, "disable")).toBe(true);
    expect(isSimActionAllowed(noSwap, "details")).toBe(true);
    expect(isSimActionAllowed(noSwap, "number_porting")).toBe(false);
    expect(isSimActionAllowed(noSwap, "product_type_transfer")).toBe(false);
  });
  it("names each action", () => expect(simActionLabelKey("swap")).toBe("sim.action_swap"));
  it("sensitive actions need re-authentication", () => {
    expect(needsReauthentication("swap")).toBe(true);
    expect(needsReauthentication("disable")).toBe(true);
    expect(needsReauthentication("phone_number_change")).toBe(true);
    expect(needsReauthentication("details")).toBe(false);
  });
});

describe("re-authentication", () => {
  it("needs a password or a 4 to 8 digit code", () => {
    expect(validateReauth({ method: "password", password: "" })).toEqual(
      Either.left("sim.reauth_password_required"),
    );
    expect(validateReauth({ method: "email_code", code: " " })).toEqual(
      Either.left("sim.reauth_code_required"),
    );
    expect(validateReauth({ method: "email_code", code: "12a456" })).toEqual(
      Either.left("sim.reauth_code_invalid"),
    );
    expect(validateReauth({ method: "email_code", code: " 123456 " })).toEqual(
      Either.right({ method: "email_code", code: "123456" }),
    );
  });
  it("travels as Password or AuthCode", () => {
    expect(reauthFields({ method: "password", password: "p" })).toEqual({ Password: "p" });
    expect(reauthFields({ method: "email_code", code: "1234" })).toEqual({ AuthCode: "1234" });
  });
});

describe("phone number change (SIM-05)", () => {
  it("searches 15 a page", () => expect(MSISDN_SEARCH_PAGE_SIZE).toBe(15));
  it("says 'No new phone numbers' when empty", () => {
    expect(phoneNumberPage([], 1)).toEqual(Either.left("sim.no_new_phone_numbers"));
    expect(phoneNumberPage([" "], 1)).toEqual(Either.left("sim.no_new_phone_numbers"));
  });
  it("has more after a full page", () => {
    const full = Array.from({ length: 15 }, (_, i) => `6421000${String(i).padStart(4, "0")}`);
    expect(phoneNumberPage(full, 2)).toEqual(Either.right({ page: 2, numbers: full, hasMore: true }));
    expect(phoneNumberPage(["64211", "64211"], 1)).toEqual(
      Either.right({ page: 1, numbers: ["64211"], hasMore: false }),
    );
  });
  it("a change needs a number", () => {
    expect(validatePhoneNumberChoice(undefined)).toEqual(Either.left("sim.phone_number_required"));
    expect(validatePhoneNumberChoice(" 6421555 ")).toEqual(Either.right("6421555"));
  });
});

describe("SIM errors, details, roaming", () => {
  it("swap has its own message", () => {
    expect(simErrorMessageKey("swap")).toBe("sim.swap_error");
    expect(simErrorMessageKey("disable")).toBe("sim.call_error");
    expect(simErrorMessageKey("settings")).toBe("sim.call_error");
  });
  it("withholds the PUK unless the build shows it", () => {
    const status = { ProductInstanceUUID: "p", SIMID: "89", Enabled: true, PUK: "1234" };
    expect(simDetails(status, productionSettings).puk).toBeUndefined();
    expect(simDetails(status, withSettings(productionSettings, { flags: { pukDisplay: true } })).puk).toBe(
      "1234",
    );
    expect(simDetails(status, productionSettings)).toMatchObject({ simId: "89", enabled: true, esim: false });
  });
  it("offers international roaming when listed", () => {
    expect(isInternationalRoamingOffered(productionSettings)).toBe(true);
    expect(
      isInternationalRoamingOffered(withSettings(productionSettings, { supplementaryFeatures: [] })),
    ).toBe(false);
  });
});
