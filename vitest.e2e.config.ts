import { defineConfig } from "vitest/config"

/** Browser journeys: each file starts its own sandbox and built widget on free ports. */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
