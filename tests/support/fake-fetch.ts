/**
 * A scripted fetch for adapter tests: each request is recorded and answered by the next reply
 * (or by `fallback`). Replies are Responses, or "network" to reject like a dropped connection,
 * or "hang" to never answer (until aborted).
 */
export type Reply = Response | "network" | "hang"

export interface RecordedRequest {
  readonly method: string
  readonly url: URL
  readonly headers: Headers
  readonly body: unknown
  readonly credentials: RequestCredentials | undefined
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } })

export const fakeFetch = (replies: ReadonlyArray<Reply>, fallback?: (request: RecordedRequest) => Reply) => {
  const queue = [...replies]
  const requests: RecordedRequest[] = []
  const aborted: RecordedRequest[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const text = await request.text()
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text === "" ? undefined : JSON.parse(text),
      credentials: init?.credentials,
    }
    requests.push(recorded)
    const reply = queue.shift() ?? fallback?.(recorded) ?? json(500, { message: "no scripted reply" })
    if (reply === "network") throw new TypeError("Failed to fetch")
    if (reply === "hang") {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener("abort", () => {
          aborted.push(recorded)
          reject(new DOMException("The operation was aborted.", "AbortError"))
        })
      })
    }
    return reply.clone()
  }
  return { fetch, requests, aborted }
}
