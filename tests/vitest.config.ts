import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["depcheck/**/*.test.ts"],
    // These tests start other processes (depcruise, servers): generous timeouts, since turbo runs them beside tsc.
    testTimeout: 60_000,
  },
});
