import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Every test builds its own client, storage and server: nothing is shared through module state.
    isolate: false,
  },
});
