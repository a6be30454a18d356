import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Handler tests start a server and sign in (scrypt): generous on a 2-core machine shared with turbo's other tasks.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
