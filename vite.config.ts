import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [react()],
  server: { host: "127.0.0.1", port: Number(process.env.WIDGET_PORT ?? 5173), strictPort: true },
  preview: { host: "127.0.0.1", port: Number(process.env.WIDGET_PORT ?? 5173), strictPort: true },
  build: { target: "es2022", sourcemap: true },
})
