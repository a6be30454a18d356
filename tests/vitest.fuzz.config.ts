import { defineConfig } from "vitest/config";

/** The fuzz suite (API-04): a turbo task of its own (`test:fuzz`), so it runs beside the other suites. */
export default defineConfig({
  test: {
    include: ["fuzz/**/*.test.ts"],
    setupFiles: ["./fuzz/fc-settings.ts"],
    // As the other suites: a property of 100 requests that takes 1 s alone can take several times that when both
    // cores are busy (`npm test`'s two lanes, CI): a timeout is for a hang, not for a slow machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
