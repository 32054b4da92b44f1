import { useSignals } from "@preact/signals-react/runtime"
import { type ReactNode, useId, useRef } from "react"
import button from "../kit/button.module.css"
import { useModel } from "../model/model-context"
import { AllergenPanel } from "./allergen-panel"
import styles from "./filters.module.css"

/**
 * Under the category strip (issue 15): the dietary filter pills from the menu's types (toggle
 * buttons, aria-pressed), the 'Without allergens' button and its panel, a removable chip per excluded
 * allergen, 'Clear filters', and the polite live region that announces 'Found {n}' as results change.
 * Nothing shows but the live region when the menu declares no types and no allergens. On a phone the
 * bar shows while the search is open (the magnifier) or a filter is active, so the first card stays
 * high and an active filter is always in sight.
 */
export function FiltersBar(): ReactNode {
  useSignals()
  const model = useModel()
  // The filters' part only: typing does not render the bar again (FoundStatus below takes the count).
  const view = model.projections.searchFilters.value
  const search = model.commands.search
  const panelOpen = view.panelOpen
  const panelButton = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const offered = view.types.length > 0 || view.allergens.length > 0
  const closePanel = () => {
    search.setPanelOpen(false)
    panelButton.current?.focus()
  }
  return (
    <div className={styles.filters}>
      {offered ? (
        <div className={styles.bar} data-collapsed={(!view.opened && !view.hasFilters) || undefined}>
          {view.types.length > 0 ? (
            <ul className={styles.pills} aria-label={view.dietaryLabel}>
              {view.types.map((type) => (
                <li key={type.id}>
                  <button
                    type="button"
                    className={`${button.onCard} ${styles.pill}`}
                    aria-pressed={type.pressed}
                    onClick={() => search.toggleType(type.id)}
                  >
                    {type.name}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {view.allergens.length > 0 ? (
            <button
              ref={panelButton}
              type="button"
              className={`${button.onCard} ${styles.panelButton}`}
              aria-expanded={panelOpen}
              aria-controls={panelId}
              onClick={() => (panelOpen ? closePanel() : search.setPanelOpen(true))}
            >
              {view.allergensLabel}
              {view.chips.length > 0 ? <span className={styles.badge}>{view.chips.length}</span> : null}
            </button>
          ) : null}
          {view.chips.length > 0 ? (
            <ul className={styles.chips}>
              {view.chips.map((chip) => (
                <li key={chip.code} className={styles.chip}>
                  <span>{chip.text}</span>
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={chip.removeLabel}
                    onClick={() => search.toggleAllergen(chip.code)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {view.hasFilters ? (
            <button type="button" className={styles.clearFilters} onClick={search.clearFilters}>
              {view.clearFiltersLabel}
            </button>
          ) : null}
        </div>
      ) : null}
      <div id={panelId} hidden={!panelOpen}>
        {panelOpen ? (
          <AllergenPanel
            view={view}
            onToggle={search.toggleAllergen}
            onRemember={search.setRemembered}
            onClose={closePanel}
          />
        ) : null}
      </div>
      {view.rememberedNotice ? (
        <p className={styles.remembered}>
          <span>{view.rememberedNotice.text}</span>
          <button
            type="button"
            className={styles.clearFilters}
            aria-label={view.rememberedNotice.clearLabel}
            onClick={search.clearRemembered}
          >
            {view.rememberedNotice.clearText}
          </button>
        </p>
      ) : null}
      <FoundStatus />
    </div>
  )
}

/** The polite live region: 'Found {n}' as results change (the one part of the bar a keystroke changes). */
function FoundStatus(): ReactNode {
  useSignals()
  const model = useModel()
  return (
    <p className={styles.status} role="status" aria-live="polite">
      {model.projections.searchFound.value}
    </p>
  )
}
