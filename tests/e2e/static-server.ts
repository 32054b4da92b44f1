import { serveDistSite } from "../../sandbox/host/static-site"

/**
 * Serves the built widget (dist/) on a free loopback port, with index.html for the SPA routes. Pass
 * apiBase to point the built widget at a sandbox (the widget-api-base meta is rewritten as served).
 */
export const serveDist = async (
  root = "dist",
  apiBase?: string | (() => string),
): Promise<{ url: string; close: () => Promise<void> }> =>
  serveDistSite({ root, port: 0, ...(apiBase === undefined ? {} : { apiBase }) })
