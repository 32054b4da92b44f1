/**
 * The seed of one property run: FC_SEED from the environment to replay a failure, else a fresh one.
 * Always logged, so a failing run in CI can be reproduced with `FC_SEED=<seed> npx vitest run <file>`.
 */
export const propertySeed = (name: string): number => {
  const fromEnv = Number(process.env.FC_SEED)
  const seed =
    process.env.FC_SEED !== undefined && Number.isInteger(fromEnv)
      ? fromEnv
      : (Date.now() ^ (Math.random() * 2 ** 31)) | 0
  console.log(`[fast-check] ${name}: seed ${seed} (rerun with FC_SEED=${seed})`)
  return seed
}
