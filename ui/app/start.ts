import type { Root } from "react-dom/client"
import { readWidgetConfig } from "../../adapters"
import { afterFirstCard } from "../kit/after-first-card"
import { mountWidget } from "./mount"

/**
 * The widget's main chunk: the model and the menu, which draw the first card without Effect (the kit,
 * ui/model/kit.ts, follows it). ui/main.tsx loads it right after the first paint, so the skeleton
 * shows without waiting for (or parsing) any of this.
 */
export const start = (container: HTMLElement, root: Root): void => {
  mountWidget(container, { config: readWidgetConfig(), root })
  // The API's schemas, its calls after the first screen and wretch (issue 24): off the first card's path,
  // in before the first add. Here, not in the shared modal host: a replay sends no request at all.
  afterFirstCard(container, () => void import("../model/kit").then((kit) => kit.warmApi()).catch(() => undefined))
}
