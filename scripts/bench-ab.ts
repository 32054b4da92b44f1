/**
 * `npm run bench:ab -- <ref A> <ref B>`: an interleaved A/B of two builds (scripts/bench/ab.ts). A ref
 * is any git revision, or "." for the working tree; BENCH_AB_ROUNDS (default 5) rounds of cold visits
 * and interactions, alternating A and B.
 */
import { main } from "./bench/ab"

main(process.argv.slice(2), Number(process.env.BENCH_AB_ROUNDS ?? 5)).then(
  () => undefined,
  (error: unknown) => {
    console.error(error)
    process.exitCode = 2
  },
)
