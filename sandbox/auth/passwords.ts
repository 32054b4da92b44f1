import { createHash, randomBytes, scryptSync, timingSafeEqual } from "node:crypto"

/**
 * Passwords are stored as scrypt hashes with a per-user salt, and bearer tokens only as their SHA-256:
 * a copied sandbox.sqlite leaks neither. scrypt's cost is kept low (N=2^12) because this is a sandbox
 * that seeds users on every reset and tests register many accounts.
 */
const N = 4096

export const hashPassword = (password: string): string => {
  const salt = randomBytes(16)
  const hash = scryptSync(password, salt, 32, { N })
  return `scrypt$${salt.toString("hex")}$${hash.toString("hex")}`
}

export const verifyPassword = (password: string, stored: string): boolean => {
  const [scheme, saltHex, hashHex] = stored.split("$")
  if (scheme !== "scrypt" || !saltHex || !hashHex) return false
  const expected = Buffer.from(hashHex, "hex")
  const actual = scryptSync(password, Buffer.from(saltHex, "hex"), expected.length, { N })
  return timingSafeEqual(actual, expected)
}

/**
 * A hash no password matches, made once: a login for an unknown e-mail is verified against it, so it
 * costs the same scrypt as a known one and its answer time does not tell whether the e-mail has an
 * account (issue 29).
 */
let dummyHash: string | undefined

/** verifyPassword against the stored hash, or against the dummy hash (always false) when there is none. */
export const verifyPasswordOrDummy = (password: string, stored: string | undefined): boolean => {
  if (stored !== undefined) return verifyPassword(password, stored)
  dummyHash ??= hashPassword(randomBytes(24).toString("hex"))
  verifyPassword(password, dummyHash)
  return false
}

/** A fresh bearer token: 32 random bytes, hex. Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString("hex")

export const tokenHash = (token: string): string => createHash("sha256").update(token).digest("hex")
