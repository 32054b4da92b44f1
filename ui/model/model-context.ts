import { createContext, useContext } from "react"
import type { WidgetModel } from "./model"

/** The widget model of this mount; one per mounted widget, never a module singleton. */
export const ModelContext = createContext<WidgetModel | null>(null)

/** The model of the enclosing widget. Throws outside a mount: that is a programming error. */
export const useModel = (): WidgetModel => {
  const model = useContext(ModelContext)
  if (model === null) throw new Error("useModel() outside a mounted widget")
  return model
}
