import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

const KB = 1024

/** A file's size gzipped at level 9 (what a host or CDN serves), in KB. */
export const gzippedKb = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length / KB

/** The gzipped total of files requested by path on the page's origin, read from the dist they came from. */
export const totalGzippedKb = (dist: string, paths: ReadonlyArray<string>): number =>
  [...new Set(paths)].reduce((sum, path) => sum + gzippedKb(join(dist, path)), 0)

/** Every JS chunk of a build but the named ones, with its gzipped size: the lazy chunks and their budget. */
export const chunkSizes = (
  dist: string,
  except: ReadonlyArray<string>,
): ReadonlyArray<{ readonly file: string; readonly kb: number }> => {
  const skip = new Set(except.map((p) => p.replace(/^\//, "")))
  return readdirSync(join(dist, "assets"))
    .filter((name) => name.endsWith(".js") && !skip.has(`assets/${name}`))
    .map((name) => ({ file: `assets/${name}`, kb: gzippedKb(join(dist, "assets", name)) }))
    .sort((a, b) => b.kb - a.kb)
}
