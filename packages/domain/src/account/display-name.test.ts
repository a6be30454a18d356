import { describe, expect, it } from "vitest";
import { displayName, normaliseSocialName, splitStoredName, storedName } from "./display-name";

describe("names", () => {
  it("stores first, two spaces, last", () => expect(storedName(" Aroha ", "Ngata")).toBe("Aroha  Ngata"));
  it("shows first, one space, last, and shortens to the first name past the limit", () => {
    expect(displayName("Aroha", "Ngata", 20)).toBe("Aroha Ngata");
    expect(displayName(" Aroha ", " Ngata ", 20)).toBe("Aroha Ngata");
    expect(displayName("Wiremu-Tamati", "Te Whatahoro-Smith", 20)).toBe("Wiremu-Tamati");
    expect(displayName("Wiremu-Tamati", "Te Whatahoro-Smith", 33)).toBe("Wiremu-Tamati Te Whatahoro-Smith");
    expect(displayName("Solo", "", 20)).toBe("Solo");
  });
  it("keeps a two-part social name and normalises the rest", () => {
    expect(normaliseSocialName("Aroha Ngata")).toEqual({ firstName: "Aroha", lastName: "Ngata" });
    expect(normaliseSocialName("  Mere   Te  Rangi ")).toEqual({ firstName: "Mere", lastName: "Te Rangi" });
    expect(normaliseSocialName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });
  it("splits a stored name", () => {
    expect(splitStoredName("Mere  Te Rangi")).toEqual({ firstName: "Mere", lastName: "Te Rangi" });
    expect(splitStoredName("Mere Te Rangi")).toEqual({ firstName: "Mere", lastName: "Te Rangi" });
  });
});
