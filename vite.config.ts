import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [
    react(),
    {
      // The dev server serves the embed script at the same stable URL as the build (/embed.js).
      name: "embed-js-in-dev",
      configureServer(server) {
        server.middlewares.use((req, _res, next) => {
          if (req.url?.split("?")[0] === "/embed.js") req.url = "/ui/embed.ts"
          next()
        })
      },
    },
  ],
  server: { host: "127.0.0.1", port: Number(process.env.WIDGET_PORT ?? 5173), strictPort: true },
  preview: { host: "127.0.0.1", port: Number(process.env.WIDGET_PORT ?? 5173), strictPort: true },
  build: {
    target: "es2022",
    sourcemap: true,
    rolldownOptions: {
      // index.html is the widget; ui/embed.ts is the restaurants' embed script, emitted as dist/embed.js
      // under a stable (unhashed) name. It imports nothing, so its chunk is a self-contained classic script.
      input: { index: "index.html", embed: "ui/embed.ts" },
      output: {
        entryFileNames: (chunk) => (chunk.name === "embed" ? "embed.js" : "assets/[name]-[hash].js"),
      },
    },
  },
})
