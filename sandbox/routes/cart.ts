import { randomUUID } from "node:crypto"
import { Schema } from "effect"
import type { Context, Hono } from "hono"
import { Address, Combo, Discounts, I18n, Product, Wire } from "../../domain"
import { findAddress } from "../addresses/address-store"
import { requireUser } from "../auth/viewer"
import {
  createCart,
  findCart,
  latestCartOf,
  type StoredCart,
  type StoredCombo,
  type StoredLine,
  saveCart,
} from "../cart/cart-store"
import { messageMoney, offerProblem, promoCodeProblem } from "../cart/discounts"
import { alreadyAdded, idempotencyKeyOf, recordAdd } from "../cart/idempotent-add"
import { priced, todayOf } from "../cart/priced-cart"
import type { RestaurantMenu } from "../catalogue/catalogue"
import { menuOf } from "../catalogue/menu-of"
import type { SandboxContext, SandboxEnv } from "../context"
import { invalidField, notFound } from "../http/errors"
import { withAbsoluteMedia } from "../http/media"
import { decodeBody, decodeQuery, QueryId, QueryLiteral } from "../http/validate"

/**
 * The cart calls of SPEC §7. Each write reads the cart, decides, and saves inside one SQLite
 * transaction; every answer is the whole recomputed cart (`{data: Cart}`), which is what the widget
 * stores after add, quantity, order-type, offer, promo and points changes.
 */

const GuestCartQuery = Schema.Struct({
  restaurant_id: QueryId,
  address_id: Schema.optionalKey(QueryId),
  type: Schema.optionalKey(QueryLiteral([Address.ORDER_TYPE.delivery, Address.ORDER_TYPE.pickup])),
})
const CartQuery = Schema.Struct({ restaurant_id: QueryId, cart_uuid: Schema.String })
const UpdateAddressQuery = Schema.Struct({ cart_uuid: Schema.String, address_id: QueryId })

const sameIds = (a: ReadonlyArray<number>, b: ReadonlyArray<number>) => {
  const x = [...a].sort((m, n) => m - n)
  const y = [...b].sort((m, n) => m - n)
  return x.length === y.length && x.every((v, i) => v === y[i])
}

/** The add-on ids a product does not offer: the widget can only send offered ones. */
const unknownAddons = (product: Wire.Product, addonIds: ReadonlyArray<number>): number[] => {
  const offered = new Set(product.addons.flatMap((a) => a.ingredients.map((i) => i.id)))
  return addonIds.filter((id) => !offered.has(id))
}

/**
 * A half's sent add-on ids as the modal's selection: every group of the product sees every id, since
 * chosenInGroup counts only the options a group offers.
 */
const selectionOf = (product: Wire.Product, addonIds: ReadonlyArray<number>): Product.AddonSelection =>
  Object.fromEntries(Product.addonGroups(product).map((g) => [g.key, addonIds]))

/**
 * A group asking for N options takes at most N. The modal never lets more be ticked (canTickMore,
 * radio groups), so this is the server's guard against a hand-made request; its text is the server's.
 */
const tooManyMessages = (product: Wire.Product, selection: Product.AddonSelection): string[] =>
  Product.addonGroups(product)
    .filter((g) => g.exactRequired > 0 && Product.chosenInGroup(g, selection).length > g.exactRequired)
    .map((g) => `${g.name}: wybierz najwyżej ${g.exactRequired}`)

/**
 * Server-side checks of a line against the menu; each failure names the field the widget sent. The
 * widget's own rules are called, not copied: which second half pairs with the first (canPairHalves)
 * and the mandatory-group messages of both halves, each said once (productModalMessages).
 */
/** A row of the stored translations (they are the fixtures' list as stored, typed loosely). */
const isTranslation = (row: unknown): row is Wire.Translation => {
  const r = row as { key?: unknown; locale?: unknown; value?: unknown } | null
  return typeof r?.key === "string" && typeof r.locale === "string" && typeof r.value === "string"
}

const checkLine = (
  menu: RestaurantMenu,
  item: (typeof Wire.AddItemBody.Type)["item"],
  /** The mandatory-group message in the server's language (Polish: SPEC's text, from the translations). */
  mandatoryTemplate: string,
): void => {
  const product = menu.products.get(item.product_id)
  if (!product) throw invalidField("item.product_id", "Produkt nie istnieje w menu tej restauracji")
  const unknown = unknownAddons(product, item.addons)
  if (unknown.length > 0) throw invalidField("item.addons", `Niedostępne dodatki: ${unknown.join(", ")}`)
  for (const id of item.exclude_ingredients) {
    const ingredient = product.ingredients.find((i) => i.id === id)
    if (!ingredient || !Product.canExcludeIngredient(ingredient))
      throw invalidField("item.exclude_ingredients", `Składnika ${id} nie można usunąć`)
  }
  const first = selectionOf(product, item.addons)
  const messages = tooManyMessages(product, first)
  let secondHalf: { readonly id: number; readonly selection: Product.AddonSelection } | null = null
  if (item.special) {
    const second = menu.products.get(item.special.data.product_id)
    if (!second) throw invalidField("item.special.data.product_id", "Produkt nie istnieje w menu tej restauracji")
    if (!Product.canPairHalves(product, second))
      throw product.allow_half
        ? invalidField("item.special.data.product_id", Product.SECOND_HALF_MISMATCH.text)
        : invalidField("item.special", "Ten produkt nie może być pół na pół")
    const unknownSecond = unknownAddons(second, item.special.data.addons)
    if (unknownSecond.length > 0)
      throw invalidField("item.special.data.addons", `Niedostępne dodatki drugiej połowy: ${unknownSecond.join(", ")}`)
    secondHalf = { id: second.id, selection: selectionOf(second, item.special.data.addons) }
    for (const m of tooManyMessages(second, secondHalf.selection)) if (!messages.includes(m)) messages.push(m)
  }
  const mandatory = Product.productModalMessages(
    {
      variantId: product.id,
      halfAndHalf: secondHalf !== null,
      secondProductId: secondHalf?.id ?? null,
      selections: { first, second: secondHalf?.selection ?? Product.emptySelection },
    },
    (id) => menu.products.get(id),
    mandatoryTemplate,
  )
  const all = [...mandatory, ...messages]
  if (all.length > 0) throw invalidField("item.addons", Product.joinValidationMessages(all))
}

/**
 * Server-side checks of a combo against the menu: every sent group, option and product must be the
 * combo's, and then the widget's own rule decides whether enough is chosen (Combo.validateCombo: at
 * least one group with an option).
 */
const checkCombo = (menu: RestaurantMenu, body: typeof Wire.AddComboBody.Type): void => {
  const combo = menu.combos.get(body.combo_id)
  if (!combo) throw invalidField("combo_id", "Zestaw nie istnieje w menu tej restauracji")
  const seen = new Set<number>()
  body.groups.forEach((g, i) => {
    const group = combo.groups.find((x) => x.id === g.group_id)
    if (!group || seen.has(g.group_id)) throw invalidField(`groups.${i}.group_id`, "Nieprawidłowa grupa zestawu")
    seen.add(g.group_id)
    const option = group.options.find((o) => o.id === g.option_id)
    if (!option) throw invalidField(`groups.${i}.option_id`, "Nieprawidłowa opcja zestawu")
    if (option.product.id !== null && option.product.id !== g.product_id)
      throw invalidField(`groups.${i}.product_id`, "Produkt nie pasuje do opcji zestawu")
  })
  const verdict = Combo.validateCombo(combo, new Map(body.groups.map((g) => [g.group_id, g.option_id])))
  if (!verdict.ok) throw invalidField("groups", verdict.message)
}

export const registerCartRoutes = (app: Hono<SandboxEnv>, ctx: SandboxContext): void => {
  const { db } = ctx
  // `success` and `message` as well as `data`: some calls (update-address-for-guest) are read as an Ack.
  const respond = (c: Context<SandboxEnv>, cart: StoredCart) =>
    c.json({ success: true, message: "", data: priced(ctx, cart).wire })
  /** Runs a read-decide-save step on one cart inside a transaction and answers with the new cart. */
  const update = (c: Context<SandboxEnv>, uuid: string, change: (cart: StoredCart) => StoredCart) => {
    const viewer = c.get("viewer")
    const next = db.transaction(() => {
      const cart = change(findCart(db, uuid, viewer))
      saveCart(db, ctx.now(), cart)
      return cart
    })()
    return respond(c, next)
  }
  /**
   * An add: `update`, honouring the Idempotency-Key header (see idempotent-add.ts) — a key that
   * already added its line answers the cart as it is now, without adding again.
   */
  const addOnce = (c: Context<SandboxEnv>, uuid: string, body: unknown, change: (cart: StoredCart) => StoredCart) => {
    const key = idempotencyKeyOf(c)
    if (key === null) return update(c, uuid, change)
    const viewer = c.get("viewer")
    const next = db.transaction(() => {
      const cart = findCart(db, uuid, viewer)
      if (alreadyAdded(db, c, key, body)) return cart
      const changed = change(cart)
      saveCart(db, ctx.now(), changed)
      recordAdd(db, c, key, body, ctx.now())
      return changed
    })()
    return respond(c, next)
  }

  app.post("/customer/cart/for-guest", (c) => {
    const q = decodeQuery(c, GuestCartQuery)
    menuOf(ctx, q.restaurant_id)
    const viewer = c.get("viewer")
    if (q.address_id !== undefined) findAddress(db, q.address_id, viewer)
    const cart = db.transaction(() =>
      createCart(db, ctx.now(), {
        restaurant_id: q.restaurant_id,
        user_id: viewer.userId,
        guest_id: viewer.guestId,
        // SPEC §9: delivery is the default order type.
        type: q.type ?? Address.ORDER_TYPE.delivery,
        address_id: q.address_id ?? null,
      }),
    )()
    return c.json({ success: true, data: { uuid: cart.uuid } })
  })

  app.post("/customer/cart/update-address-for-guest", (c) => {
    const q = decodeQuery(c, UpdateAddressQuery)
    const address = findAddress(db, q.address_id, c.get("viewer"))
    return update(c, q.cart_uuid, (cart) => ({ ...cart, address_id: address.id }))
  })

  app.get("/customer/cart", (c) => {
    const q = decodeQuery(c, CartQuery)
    return respond(c, findCart(db, q.cart_uuid, c.get("viewer"), q.restaurant_id))
  })

  app.post("/customer/cart/add-item", async (c) => {
    const body = await decodeBody(c, Wire.AddItemBody)
    const menu = menuOf(ctx, body.restaurant_id)
    checkLine(
      menu,
      body.item,
      I18n.translate(
        ctx.catalogue.translations.filter(isTranslation),
        "pl",
        Product.MANDATORY_GROUP_MESSAGE.key,
        Product.MANDATORY_GROUP_MESSAGE.text,
      ),
    )
    return addOnce(c, body.cart_uuid, body, (cart) => {
      if (cart.restaurant_id !== body.restaurant_id)
        throw invalidField("restaurant_id", "Koszyk należy do innej restauracji")
      const line: StoredLine = {
        uuid: randomUUID(),
        product_id: body.item.product_id,
        addons: body.item.addons,
        exclude_ingredients: body.item.exclude_ingredients,
        quantity: body.item.quantity,
        special: body.item.special ?? null,
      }
      // ignore_unique_product=0 merges into an identical line; 1 (what the widget sends) keeps lines apart.
      const twin =
        body.ignore_unique_product === 0
          ? cart.doc.items.find(
              (l) =>
                l.product_id === line.product_id &&
                sameIds(l.addons, line.addons) &&
                sameIds(l.exclude_ingredients, line.exclude_ingredients) &&
                JSON.stringify(l.special) === JSON.stringify(line.special),
            )
          : undefined
      const items = twin
        ? cart.doc.items.map((l) =>
            l === twin ? { ...l, quantity: Math.min(Product.MODAL_QUANTITY_MAX, l.quantity + line.quantity) } : l,
          )
        : [...cart.doc.items, line]
      return { ...cart, type: body.type, doc: { ...cart.doc, items } }
    })
  })

  app.post("/customer/cart/add-combo-item", async (c) => {
    const body = await decodeBody(c, Wire.AddComboBody)
    return addOnce(c, body.cart_uuid, body, (cart) => {
      checkCombo(menuOf(ctx, cart.restaurant_id), body)
      const entry: StoredCombo = {
        uuid: randomUUID(),
        combo_id: body.combo_id,
        quantity: body.quantity,
        groups: body.groups.map((g) => ({ group_id: g.group_id, option_id: g.option_id, product_id: g.product_id })),
      }
      return { ...cart, doc: { ...cart.doc, combo_items: [...cart.doc.combo_items, entry] } }
    })
  })

  const changeQuantity = (kind: "items" | "combo_items") => async (c: Context<SandboxEnv>) => {
    const body = await decodeBody(c, Wire.ChangeQuantityBody)
    return update(c, body.cart_uuid, (cart) => {
      const lines: ReadonlyArray<StoredLine | StoredCombo> = cart.doc[kind]
      if (!lines.some((l) => l.uuid === body.item_uuid)) throw notFound("Cart item")
      const remove = body.is_delete === 1 || body.quantity === 0
      const next = remove
        ? lines.filter((l) => l.uuid !== body.item_uuid)
        : lines.map((l) => (l.uuid === body.item_uuid ? { ...l, quantity: body.quantity } : l))
      return { ...cart, ...(body.type ? { type: body.type } : {}), doc: { ...cart.doc, [kind]: next } }
    })
  }
  app.post("/customer/cart/change-item-quantity", changeQuantity("items"))
  app.post("/customer/cart/change-combo-item-quantity", changeQuantity("combo_items"))

  app.post("/customer/cart/change-order-type", async (c) => {
    const body = await decodeBody(c, Wire.ChangeOrderTypeBody)
    return update(c, body.cart_uuid, (cart) => ({ ...cart, type: body.type }))
  })

  app.get("/customer/cart/recommended", (c) => {
    const q = decodeQuery(c, CartQuery)
    const cart = findCart(db, q.cart_uuid, c.get("viewer"), q.restaurant_id)
    const menu = menuOf(ctx, q.restaurant_id)
    const inCart = new Set(cart.doc.items.map((l) => l.product_id))
    const data = menu.recommended
      .filter((id) => !inCart.has(id))
      .flatMap((id) => {
        const raw = menu.rawProducts.get(id)
        return raw ? [raw] : []
      })
    return c.json({ data: withAbsoluteMedia(ctx.origin, data) })
  })

  app.post("/customer/cart/add-discount", async (c) => {
    const body = await decodeBody(c, Wire.AddDiscountBody)
    return update(c, body.cart_uuid, (cart) => {
      const menu = menuOf(ctx, body.restaurant_id)
      const code = menu.promoCodes.find((p) => p.code.toUpperCase() === body.discount_code.trim().toUpperCase())
      const problem = promoCodeProblem(code, priced(ctx, cart).subTotal, todayOf(ctx.now()))
      if (problem) throw invalidField("discount_code", problem)
      return { ...cart, doc: { ...cart.doc, promo_code: code?.code ?? null } }
    })
  })

  app.post("/customer/cart/apply-offer", async (c) => {
    const body = await decodeBody(c, Wire.ApplyOfferBody)
    return update(c, body.cart_uuid, (cart) => {
      if (!body.checked)
        return {
          ...cart,
          doc: { ...cart.doc, offer_id: cart.doc.offer_id === body.offer_id ? null : cart.doc.offer_id },
        }
      const menu = menuOf(ctx, cart.restaurant_id)
      const offer = menu.offers.find((o) => o.id === body.offer_id)
      const price = priced(ctx, { ...cart, doc: { ...cart.doc, offer_id: null } })
      const problem = offerProblem(offer, {
        type: cart.type,
        subTotal: price.subTotal,
        categoryTotal: price.categoryTotal,
      })
      if (problem) throw invalidField("offer_id", problem)
      return { ...cart, doc: { ...cart.doc, offer_id: body.offer_id } }
    })
  })

  app.post("/customer/cart/add-points", async (c) => {
    const userId = requireUser(c)
    const body = await decodeBody(c, Wire.AddPointsBody)
    const viewer = c.get("viewer")
    const next = db.transaction(() => {
      const cart = body.cart_uuid
        ? findCart(db, body.cart_uuid, viewer, body.restaurant_id)
        : latestCartOf(db, userId, body.restaurant_id)
      if (!cart) throw notFound("Cart")
      // Points never change who owns a cart: only the customer's own cart, or this browser's guest
      // cart, takes them — another guest's cart uuid is not found, as if it did not exist.
      const own = cart.user_id === userId || (cart.user_id === null && cart.guest_id === viewer.guestId)
      if (!own) throw notFound("Cart")
      const row = db
        .prepare("SELECT points FROM points WHERE user_id = ? AND restaurant_id = ?")
        .get(userId, body.restaurant_id) as { points: number } | undefined
      // The widget's points rule (a whole number above 0, at most what the customer has), with the
      // available points read from the server's own store.
      const verdict = Discounts.validatePoints(String(body.amount), row?.points ?? 0)
      if (!verdict.ok) throw invalidField("amount", verdict.message)
      const updated: StoredCart = { ...cart, doc: { ...cart.doc, points: body.amount } }
      saveCart(db, ctx.now(), updated)
      return updated
    })()
    const price = priced(ctx, next)
    return c.json({
      success: true,
      data: price.wire,
      message: `Użyto ${body.amount} pkt (${messageMoney(price.pointAmount)})`,
    })
  })
}
