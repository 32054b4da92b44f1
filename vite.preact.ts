import type { Alias } from "vite"

/**
 * The widget is written against React's API and types but renders with Preact (preact/compat): React's
 * runtime alone was ~66 KB gzipped of the JS before the first card, Preact's is ~10 KB (issue 17, README
 * 'Performance'). One list for the build (vite.config.ts) and the component tests (vitest.config.ts), so
 * what is tested is what ships. The bench's floor pages stay on React: the floor is "React alone".
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
]
