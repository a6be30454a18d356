import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    setupFiles: ["./test-setup.ts"],
    // Property tests share two cores with tsc and eslint under turbo; FC_NUM_RUNS=10000 multiplies their time.
    testTimeout: 60_000,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts", "src/**/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95 },
    },
  },
});
