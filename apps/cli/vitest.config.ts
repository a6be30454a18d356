import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // A test that takes 1 s alone can take 8 when both cores are busy (CI beside a build, `npm test`'s two lanes):
    // a timeout is for a hang, not for a slow machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ["src/**/*.test.ts"],
    // Each test builds its own services and terminal: nothing is shared through module state.
    isolate: false,
  },
});
