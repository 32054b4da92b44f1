import { createRoot } from "react-dom/client"

const root = document.getElementById("root")
if (root) {
  createRoot(root).render(<p>The widget is not built yet.</p>)
}
