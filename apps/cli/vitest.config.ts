import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // The commands run against in-memory ports; the process tests start the built bundle once per file.
    testTimeout: 30_000,
  },
});
