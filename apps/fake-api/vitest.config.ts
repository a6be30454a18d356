import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Each test file opens its own world and app: nothing is shared through module state.
    isolate: false,
  },
});
