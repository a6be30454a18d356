import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";
import { prerender } from "./build/prerender";

// The portal: built to dist/ (served by the fake API, which sends the precompressed .br/.gz files), with a
// manifest for `npm run bench:web`, and the public pages prerendered into dist/prerendered/ (build/prerender.ts).
// In development /api goes to the fake operator API on port 8080.
export default defineConfig({
  plugins: [react(), precompress(), prerender()],
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
