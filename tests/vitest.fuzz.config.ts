import { defineConfig } from "vitest/config";

/** The fuzz suite (API-04): a turbo task of its own (`test:fuzz`), so it runs beside the other suites. */
export default defineConfig({
  test: {
    include: ["fuzz/**/*.test.ts"],
    setupFiles: ["./fuzz/fc-settings.ts"],
  },
});
