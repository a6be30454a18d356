import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Each test builds its own services and terminal: nothing is shared through module state.
    isolate: false,
  },
});
