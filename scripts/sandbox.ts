// `npm run sandbox` starts the sandbox API alone (SANDBOX_PORT, default 8787; SANDBOX_DATA_DIR, default
// .sandbox-data; WIDGET_ORIGIN for where payment pages return). `npm run sandbox:reset` reseeds the
// store from fixtures/ and exits. SANDBOX_FAULTS=1 enables the fault-injection admin endpoint;
// SANDBOX_DEMO=1 demo mode (the one-time code 123456 and /sandbox/otp), which is off otherwise.

import { startSandbox } from "../sandbox/server"
import { openDatabase } from "../sandbox/store/database"
import { reseed } from "../sandbox/store/seed"

const dataDir = process.env.SANDBOX_DATA_DIR ?? ".sandbox-data"

if (process.argv.includes("--reset")) {
  const db = openDatabase(dataDir)
  reseed(db, Date.now())
  db.close()
  console.log(`[sandbox] reseeded ${dataDir}/ from fixtures/`)
} else {
  const sandbox = await startSandbox({
    port: Number(process.env.SANDBOX_PORT ?? 8787),
    dataDir,
    widgetOrigin: process.env.WIDGET_ORIGIN ?? `http://127.0.0.1:${process.env.WIDGET_PORT ?? 5173}`,
    faults: process.env.SANDBOX_FAULTS === "1",
    demo: process.env.SANDBOX_DEMO === "1",
    ...(process.env.SANDBOX_STATUS_STEP_MS ? { statusStepMs: Number(process.env.SANDBOX_STATUS_STEP_MS) } : {}),
  })
  console.log(
    `[sandbox] API at ${sandbox.url} (data in ${dataDir}/; demo login anna@example.com / haslo123; ${
      process.env.SANDBOX_DEMO === "1"
        ? "demo mode: OTP 123456 accepted, codes at /sandbox/otp"
        : "one-time codes are printed here (SANDBOX_DEMO=1 for demo mode)"
    })`,
  )
  const stop = () => {
    sandbox.close().then(() => process.exit(0))
  }
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}
