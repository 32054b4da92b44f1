import { defineConfig } from "vitest/config"

/** Unit, property, replay and component tests. Browser journeys live in vitest.e2e.config.ts. */
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    pool: "threads",
    testTimeout: 20_000,
  },
})
