import type { Server } from "node:http"
import type { AddressInfo } from "node:net"

/** A server listening on the loopback interface. close() also ends kept-alive connections, so it returns at once. */
export interface LoopbackServer {
  readonly url: string
  readonly port: number
  readonly close: () => Promise<void>
}

/** Starts `server` on 127.0.0.1 at `port` (0: a free one); rejects when the port cannot be taken. */
export const listenOnLoopback = async (server: Server, port = 0): Promise<LoopbackServer> => {
  await new Promise<void>((done, fail) => {
    server.once("error", fail)
    server.listen(port, "127.0.0.1", done)
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    close: () =>
      new Promise((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
