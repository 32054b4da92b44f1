import type { ParentFrameCore } from "../../adapters"
import type { Widget } from "../../domain"
import type { modelServices } from "./services"

/** What the model tells the embedding page (embed.js): bring the widget's top into view, a milestone. */
export type HostPage = Pick<ParentFrameCore, "showTop" | "report">

/**
 * The embedding page as the model reaches it: the mount's plain parent-frame core, at once (a widget
 * page: the same core the ParentFrame service wraps, so nothing waits for the kit); else (tests,
 * replay) the runtime's ParentFrame service, through the kit.
 */
export const hostPage = (frame: HostPage | undefined, call: ReturnType<typeof modelServices>["call"]): HostPage =>
  frame ?? {
    showTop: () => void call(({ ParentFrame }) => ParentFrame.use((f) => f.showTop)),
    report: (milestone: Widget.Milestone) =>
      void call(({ ParentFrame }) => ParentFrame.use((f) => f.report(milestone))),
  }
