import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Playwright specs (e2e/**/*.spec.ts) are run by Playwright, never by vitest.
    include: ["depcheck/**/*.test.ts", "contract/**/*.test.ts", "fuzz/**/*.test.ts", "cli/**/*.test.ts"],
    exclude: ["e2e/**", "**/node_modules/**"],
    setupFiles: ["./fuzz/fc-settings.ts"],
    // These tests start other processes (depcruise, servers): generous timeouts, since turbo runs them beside tsc.
    testTimeout: 60_000,
    // The fuzz suite signs in once per contract entry before it starts (200+ round trips).
    hookTimeout: 120_000,
  },
});
