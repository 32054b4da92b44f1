import { defineConfig } from "vitest/config"
import { preactAliases } from "./vite.preact.ts"

/** Unit, property, replay and component tests. Browser journeys live in vitest.e2e.config.ts. */
export default defineConfig({
  resolve: { alias: preactAliases },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    pool: "threads",
    testTimeout: 20_000,
  },
})
