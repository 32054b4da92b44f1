import { type ReactNode, useEffect, useState } from "react"
import { createRoot } from "react-dom/client"

/**
 * The benchmark's floor (scripts/bench/floor-pages.ts): React alone, the same six menu calls as the
 * widget, the first category's first 12 products as cards with an add button that opens a dialog.
 * early.html fires the calls from its HTML (public/early-fetch.js); plain.html fires them here, after
 * the JS ran. The widget is measured against these in the same run, on the same server.
 */

interface Product {
  readonly id: number
  readonly name: string
  readonly category_id: number
  readonly price: string | number
}
interface Menu {
  readonly name: string
  readonly categories: ReadonlyArray<{ readonly id: number; readonly name: string }>
  readonly products: ReadonlyArray<Product>
}

const query = new URLSearchParams(location.search)
const api = document.querySelector('meta[name="widget-api-base"]')?.getAttribute("content") ?? ""
const id = query.get("restaurantId") ?? "1"
const paths = [
  "/settings",
  `/customer/widgets?restaurant_id=${id}&widget=true`,
  `/customer/restaurants/${id}?widget=true`,
  `/customer/categories?restaurant=${id}`,
  `/customer/products/optimized?restaurant=${id}&widget=true`,
  `/customer/combos?restaurant=${id}&widget=true`,
]
const early = (window as unknown as { __floorCalls?: Promise<unknown>[] }).__floorCalls
const calls =
  early ??
  paths.map((path) =>
    fetch(api + path, { credentials: "include", headers: { Accept: "application/json" } }).then((r) => r.json()),
  )

const load = async (): Promise<Menu> => {
  const [, , restaurant, categories, products] = (await Promise.all(calls)) as Array<{ data: unknown }>
  return {
    name: String((restaurant?.data as { name?: string })?.name ?? ""),
    categories: (categories?.data ?? []) as Menu["categories"],
    products: (products?.data ?? []) as Menu["products"],
  }
}

function Floor(): ReactNode {
  const [menu, setMenu] = useState<Menu | null>(null)
  const [open, setOpen] = useState<Product | null>(null)
  useEffect(() => {
    void load().then(setMenu)
  }, [])
  if (menu === null) return <p>Loading…</p>
  const first = menu.categories[0]
  const cards = menu.products.filter((p) => p.category_id === first?.id).slice(0, 12)
  return (
    <main>
      <h1>{menu.name}</h1>
      <section>
        <h2>{first?.name}</h2>
        <ul>
          {cards.map((p) => (
            <li key={p.id}>
              <h3>{p.name}</h3>
              <span>{String(p.price)}</span>
              <button type="button" onClick={() => setOpen(p)}>
                Add
              </button>
            </li>
          ))}
        </ul>
      </section>
      {open && (
        <div role="dialog" aria-label={open.name}>
          {open.name}
        </div>
      )}
    </main>
  )
}

const container = document.getElementById("root")
if (container) createRoot(container).render(<Floor />)
