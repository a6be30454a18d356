import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Playwright specs (e2e/**/*.spec.ts) are run by Playwright; the fuzz suite has its own task (vitest.fuzz.config.ts).
    include: [
      "depcheck/**/*.test.ts",
      "contract/**/*.test.ts",
      "cli/**/*.test.ts",
      "use-cases/**/*.test.ts",
      "probe/**/*.test.ts",
    ],
    exclude: ["e2e/**", "**/node_modules/**"],
    setupFiles: ["./fuzz/fc-settings.ts"],
    // Each file starts its own fake API: nothing is shared through module state.
    isolate: false,
  },
});
