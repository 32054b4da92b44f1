import { openDatabase } from "../../sandbox/store/database"
import { seedIfEmpty } from "../../sandbox/store/seed"

/**
 * The colours of a restaurant with a dark site (issue 28): its widget settings as GET
 * /customer/widgets serves them, hex without '#'. The widget must stay readable on them (axe).
 */
export const DARK_WIDGET_COLOURS = {
  background_color: "161616",
  card_color: "242424",
  main_button_color: "ffb300",
  card_text_color: "f2f2f2",
  addition_button_color: "66bb6a",
} as const

/**
 * Seeds a fresh store under dataDir from fixtures/ and replaces fields of one restaurant's widget
 * settings document. The catalogue hash stays the fixtures' own, so a sandbox started on this
 * folder serves the changed document instead of refreshing it from fixtures/.
 */
export const plantWidgetStyles = (dataDir: string, restaurantId: number, fields: Record<string, unknown>): void => {
  const db = openDatabase(dataDir)
  try {
    seedIfEmpty(db, Date.now())
    const row = db
      .prepare("SELECT json FROM catalogue WHERE restaurant_id = ? AND kind = 'widget'")
      .get(restaurantId) as { json: string } | undefined
    if (!row) throw new Error(`no widget settings for restaurant ${restaurantId}`)
    db.prepare("UPDATE catalogue SET json = ? WHERE restaurant_id = ? AND kind = 'widget'").run(
      JSON.stringify({ ...JSON.parse(row.json), ...fields }),
      restaurantId,
    )
  } finally {
    db.close()
  }
}
