import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // A test that takes 1 s alone can take 8 when both cores are busy (CI beside a build, `npm test`'s two lanes):
    // a timeout is for a hang, not for a slow machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ["src/**/*.test.ts"],
    setupFiles: ["./test-setup.ts"],
    // The domain is pure and keeps no module state: one module graph for all files (import once, not per file).
    isolate: false,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts", "src/**/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95 },
    },
  },
});
