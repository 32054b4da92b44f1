import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  chooseLineQuantity,
  idleLineQueue,
  type LineQueue,
  lineIsSaving,
  lineQuantityAnswered,
  lineQuantityFailed,
} from "../../../domain/cart/line-queue"
import { propertySeed } from "../../support/seed"

/** A choice on the cart selector: 1–10, or 0 for remove. */
const choice = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 1, max: 10 }) },
  { weight: 1, arbitrary: fc.constant(0) },
)

/**
 * Drives the pure queue against a fake server whose answers arrive when the scheduler says: the
 * driver is what ui/cart/cart-page-commands.ts does (send what a step says, report the answer back).
 */
const drive = async (s: fc.Scheduler, clicks: ReadonlyArray<number>, failing: ReadonlySet<number> = new Set()) => {
  let queue: LineQueue = idleLineQueue
  let server = 3
  let removed = false
  let inFlight = 0
  let maxInFlight = 0
  let sends = 0
  const sent: number[] = []
  const send = (quantity: number): void => {
    const n = sends++
    sent.push(quantity)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    void s.schedule(Promise.resolve(n), `answer ${n}: ${quantity}`).then(() => {
      inFlight--
      if (failing.has(n)) {
        queue = lineQuantityFailed(queue).queue
        return
      }
      if (removed) throw new Error("a change reached a line that was removed")
      if (quantity === 0) removed = true
      else server = quantity
      const step = lineQuantityAnswered(queue)
      queue = step.queue
      if (step.send !== null) send(step.send)
    })
  }
  const click = (quantity: number) => {
    const step = chooseLineQuantity(queue, quantity)
    queue = step.queue
    if (step.send !== null) send(step.send)
  }
  // The customer's clicks keep their order; answers land between them wherever the scheduler picks.
  s.scheduleSequence(clicks.map((q, i) => ({ label: `click ${i}: ${q}`, builder: async () => click(q) })))
  // An answer's handler runs a microtask after its task resolves: wait until nothing is left.
  do {
    await s.waitAll()
    await new Promise((resolve) => setTimeout(resolve, 0))
  } while (s.count() > 0)
  return { server, removed, sent, maxInFlight, queue }
}

describe("per-line queue: sent in order, one at a time, last choice wins", () => {
  it("whatever the interleaving of clicks and answers, the server ends on the last choice", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(choice, { minLength: 1, maxLength: 12 }), async (s, clicks) => {
        // A removed line leaves the screen at once (ItemRemoved is optimistic): no click can follow it.
        const removal = clicks.indexOf(0)
        const shown = removal < 0 ? clicks : clicks.slice(0, removal + 1)
        const end = await drive(s, shown)
        expect(end.maxInFlight).toBeLessThanOrEqual(1)
        expect(lineIsSaving(end.queue)).toBe(false)
        if (removal >= 0) {
          expect(end.removed).toBe(true)
          expect(end.sent.at(-1)).toBe(0)
        } else {
          expect(end.removed).toBe(false)
          expect(end.server).toBe(clicks.at(-1))
        }
      }),
      { numRuns: 300, seed: propertySeed("line queue: last choice wins") },
    )
  })

  it("rapid clicks end with the last choice sent, and never resend what is already in flight", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 2, maxLength: 10 }),
        async (s, picked) => {
          // The selector shows the last choice at once (optimistic), so choosing it again is no click.
          const clicks = picked.filter((q, i) => i === 0 || q !== picked[i - 1])
          const end = await drive(s, clicks)
          expect(end.sent.at(-1)).toBe(clicks.at(-1))
          expect(end.server).toBe(clicks.at(-1))
          // No two consecutive sends of the same quantity: a choice equal to what is in flight is not resent.
          for (let i = 1; i < end.sent.length; i++) expect(end.sent[i]).not.toBe(end.sent[i - 1])
        },
      ),
      { numRuns: 200, seed: propertySeed("line queue: no resend of the in-flight quantity") },
    )
  })

  it("a failed call sends nothing more and leaves the line idle (the caller refetches)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(choice, { minLength: 1, maxLength: 8 }), async (s, clicks) => {
        const removal = clicks.indexOf(0)
        const end = await drive(s, removal < 0 ? clicks : clicks.slice(0, removal + 1), new Set([0]))
        expect(lineIsSaving(end.queue)).toBe(false)
        expect(end.maxInFlight).toBeLessThanOrEqual(1)
      }),
      { numRuns: 200, seed: propertySeed("line queue: a failure stops the line") },
    )
  })
})

describe("per-line queue, step by step", () => {
  it("given idle, when 4 is chosen, then 4 is sent", () => {
    expect(chooseLineQuantity(idleLineQueue, 4)).toEqual({ queue: { inFlight: 4, waiting: null }, send: 4 })
  })
  it("given 4 in flight, when 5 then 6 are chosen, then only 6 goes next", () => {
    let q = chooseLineQuantity(idleLineQueue, 4).queue
    q = chooseLineQuantity(q, 5).queue
    q = chooseLineQuantity(q, 6).queue
    expect(lineQuantityAnswered(q)).toEqual({ queue: { inFlight: 6, waiting: null }, send: 6 })
  })
  it("given 4 in flight, when 5 then 4 are chosen, then nothing more is sent", () => {
    let q = chooseLineQuantity(idleLineQueue, 4).queue
    q = chooseLineQuantity(chooseLineQuantity(q, 5).queue, 4).queue
    expect(lineQuantityAnswered(q)).toEqual({ queue: idleLineQueue, send: null })
  })
  it("given a removal in flight, later choices are ignored", () => {
    const q = chooseLineQuantity(idleLineQueue, 0).queue
    expect(chooseLineQuantity(q, 3)).toEqual({ queue: q, send: null })
  })
  it("given a failure, the queue is idle and the waiting choice dropped", () => {
    const q = chooseLineQuantity(chooseLineQuantity(idleLineQueue, 4).queue, 7).queue
    expect(lineQuantityFailed(q)).toEqual({ queue: idleLineQueue, send: null })
  })
})
