import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // A test that takes 1 s alone can take 8 when both cores are busy (CI beside a build, `npm test`'s two lanes):
    // a timeout is for a hang, not for a slow machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Playwright specs (e2e/**/*.spec.ts) are run by Playwright; the fuzz suite has its own task (vitest.fuzz.config.ts).
    include: [
      "depcheck/**/*.test.ts",
      "contract/**/*.test.ts",
      "cli/**/*.test.ts",
      "use-cases/**/*.test.ts",
      "probe/**/*.test.ts",
      "tooling/**/*.test.ts",
    ],
    exclude: ["e2e/**", "**/node_modules/**"],
    setupFiles: ["./fuzz/fc-settings.ts"],
    // Each file starts its own fake API: nothing is shared through module state.
    isolate: false,
  },
});
