import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Local servers and file systems are slower when turbo runs every package at once on two cores.
    testTimeout: 30_000,
  },
});
