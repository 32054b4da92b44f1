/**
 * The payment provider's origins whose postMessages may end a 3-D Secure challenge (SPEC §9:
 * "Origins of the payment provider for 3-D Secure messages are whitelisted"): PayU production and
 * PayU sandbox.
 */
export const PAYU_ORIGINS: ReadonlyArray<string> = ["https://secure.payu.com", "https://secure.snd.payu.com"]

/** The parts of a MessageEvent the checks read. */
export interface MessageLike {
  readonly origin: string
  readonly source: unknown
}

/**
 * Whether a message comes from a trusted frame: its origin is EXACTLY one of `allowed` (no prefix,
 * suffix or substring match — "https://secure.payu.com.evil.com" and "https://evilsecure.payu.com"
 * are strangers; scheme and port are part of the origin), it is not the opaque "null" origin, and it
 * was sent by `expectedSource` (the frame the widget opened), not by some other window of the same
 * origin.
 */
export const isTrustedMessage = (
  event: MessageLike,
  allowed: ReadonlyArray<string>,
  expectedSource: unknown,
): boolean =>
  event.origin !== "null" &&
  expectedSource !== null &&
  expectedSource !== undefined &&
  event.source === expectedSource &&
  allowed.some((origin) => origin === event.origin)

/**
 * The largest message any of the widget's listeners takes, as JSON text: every real message (a band,
 * a height, a card token, a milestone) is well under 1 KB, so a bigger one is not one of ours, and a
 * listener need not copy or walk it. Its origin is checked first, so a stranger's megabyte is never read.
 */
export const MAX_MESSAGE_CHARS = 16_384

/** Whether `data` is a message of a size the listeners take (false for what JSON cannot write: cycles, BigInt). */
export const isSmallMessage = (data: unknown): boolean => {
  try {
    const text = JSON.stringify(data)
    return text !== undefined && text.length <= MAX_MESSAGE_CHARS
  } catch {
    return false
  }
}
