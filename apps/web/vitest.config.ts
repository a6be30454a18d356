import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { TEXTS_ALIAS } from "./build/texts-alias";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: TEXTS_ALIAS },
  test: {
    // A test that takes 1 s alone can take 8 when both cores are busy (CI beside a build, `npm test`'s two lanes):
    // a timeout is for a hang, not for a slow machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    environment: "happy-dom",
    setupFiles: ["./src/test/setup.ts"],
    // Every render builds its own app state, i18n instance and runtime; setup.ts unmounts after each test.
    isolate: false,
  },
});
