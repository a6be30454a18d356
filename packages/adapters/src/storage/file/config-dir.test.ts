import { describe, expect, it } from "vitest";
import { resolveConfigDir, sessionFilePath } from "./config-dir";

describe("resolveConfigDir", () => {
  it("uses $XDG_CONFIG_HOME/waea when it is an absolute path", () => {
    expect(resolveConfigDir({ XDG_CONFIG_HOME: "/xdg" }, "/home/ana")).toBe("/xdg/waea");
  });
  it("falls back to ~/.config/waea when the variable is unset, blank or relative", () => {
    expect(resolveConfigDir({}, "/home/ana")).toBe("/home/ana/.config/waea");
    expect(resolveConfigDir({ XDG_CONFIG_HOME: undefined }, "/home/ana")).toBe("/home/ana/.config/waea");
    expect(resolveConfigDir({ XDG_CONFIG_HOME: "  " }, "/home/ana")).toBe("/home/ana/.config/waea");
    expect(resolveConfigDir({ XDG_CONFIG_HOME: "rel/dir" }, "/home/ana")).toBe("/home/ana/.config/waea");
  });
  it("puts the session in session.json", () => {
    expect(sessionFilePath("/xdg/waea")).toBe("/xdg/waea/session.json");
  });
});
