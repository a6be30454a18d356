import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";

// The portal: built to dist/ (served by the fake API, which sends the precompressed .br/.gz files), with a
// manifest for `npm run bench:web`.
// In development /api goes to the fake operator API on port 8080.
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
  },
  server: {
    proxy: {
      "/api": { target: "http://127.0.0.1:8080", changeOrigin: true },
    },
  },
});
