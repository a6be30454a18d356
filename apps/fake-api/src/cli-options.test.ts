import { describe, expect, it } from "vitest";
import { DEFAULT_PORT, DEFAULT_SEED, parseCliOptions } from "./cli-options";

describe("fake-api options", () => {
  it("defaults, flags over the environment", () => {
    expect(parseCliOptions([], {})).toEqual({
      port: DEFAULT_PORT,
      host: "127.0.0.1",
      seed: DEFAULT_SEED,
      bulk: 0,
      control: false,
      nonProduction: false,
      corsOrigins: [],
    });
    const options = parseCliOptions(
      ["--seed", "9", "--control", "--state", "w.json", "--clock", "2026-11-21T10:00:00Z"],
      {
        FAKE_API_SEED: "5",
        PORT: "9000",
        FAKE_API_BULK: "100",
      },
    );
    expect(options).toMatchObject({ seed: 9, port: 9000, bulk: 100, control: true, stateFile: "w.json" });
    expect(options.frozenClockAt).toBe(Date.parse("2026-11-21T10:00:00Z"));
    expect(parseCliOptions([], { FAKE_API_CONTROL: "1" }).control).toBe(true);
    // The one non-production switch: `npm start -- --non-production` (or FAKE_API_NON_PRODUCTION=1).
    expect(parseCliOptions(["--non-production"], {}).nonProduction).toBe(true);
    expect(parseCliOptions([], { FAKE_API_NON_PRODUCTION: "1" }).nonProduction).toBe(true);
    expect(
      parseCliOptions(["--cors-origin", "https://shop.example,http://localhost:5173"], {}).corsOrigins,
    ).toEqual(["https://shop.example", "http://localhost:5173"]);
    expect(parseCliOptions([], { FAKE_API_CORS_ORIGINS: "https://a.example" }).corsOrigins).toEqual([
      "https://a.example",
    ]);
  });

  it("names a bad value instead of starting half-configured", () => {
    expect(() => parseCliOptions(["--port", "http"], {})).toThrow(/--port must be a whole number/);
    expect(() => parseCliOptions(["--bulk", "-1"], {})).toThrow(/--bulk/);
    expect(() => parseCliOptions(["--seed"], {})).toThrow(/needs a value/);
    expect(() => parseCliOptions(["--clock", "soon"], {})).toThrow(/ISO/);
    expect(() => parseCliOptions(["--verbose"], {})).toThrow(/unknown option/);
    for (const bad of ["null", "*", "https://a.example/path", "ftp://a.example", "a.example"])
      expect(() => parseCliOptions(["--cors-origin", bad], {})).toThrow(/--cors-origin takes origins/);
  });
});
