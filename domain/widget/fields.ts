import { Schema } from "effect"
import { ROUTE_NAMES } from "../navigation/routes"
import { MODAL_QUANTITY_MAX, MODAL_QUANTITY_MIN } from "../product/quantity"
import { Address, Place } from "../wire/address"
import { Cart, CartPrices } from "../wire/cart"
import { Combo } from "../wire/combo"
import { GroszeType } from "../wire/numbers"
import { Order } from "../wire/order"
import { Category, Product } from "../wire/product"
import { PaymentMethod, Profile } from "../wire/profile"
import { CartItemValue as CartItemValueWire, ComboSelection } from "../wire/requests"
import { Restaurant, Translation, WidgetStyles } from "../wire/restaurant"

/**
 * Field schemas shared by the events. API entities appear in their DECODED form (`Schema.toType`):
 * a log stores what the adapters already decoded (money in grosze, flags as booleans, carts with
 * items as a keyed list), so replay never re-runs the wire decoders and a saved log round-trips
 * through JSON unchanged.
 */

/** Milliseconds since the epoch, supplied by the caller's clock; reducers never read it. */
export const At = Schema.Finite

/** A positive-or-zero integer id as the API uses them (restaurant, product, address, order...). */
export const Id = Schema.Int

export const OrderTypeName = Schema.Literals(["delivery", "pickup"])
export type OrderTypeName = typeof OrderTypeName.Type

/** Which half of a half-and-half pizza a selection belongs to; a plain product only has "first". */
export const Half = Schema.Literals(["first", "second"])
export type Half = typeof Half.Type

/** The customisation and combo modals allow 1–99 (SPEC §9). */
export const ModalQuantity = Schema.Int.check(
  Schema.isBetween({ minimum: MODAL_QUANTITY_MIN, maximum: MODAL_QUANTITY_MAX }),
)

/** A cart line quantity after a change; removal is its own event, so 0 is not a quantity here. */
export const LineQuantity = Schema.Int.check(
  Schema.isBetween({ minimum: MODAL_QUANTITY_MIN, maximum: MODAL_QUANTITY_MAX }),
)

export const RouteName = Schema.Literals(ROUTE_NAMES)
export type RouteName = typeof RouteName.Type

/** The side panels of the account menu (SPEC §2: My Orders, Account menu and its placeholder panels). */
export const PanelName = Schema.Literals(["account", "orders", "rewards", "addresses", "help"])
export type PanelName = typeof PanelName.Type

export const AuthMode = Schema.Literals(["login", "register", "forgot"])
export type AuthMode = typeof AuthMode.Type

/** A menu tab: the Combos tab or a category id. */
export const MenuTab = Schema.Union([Schema.Literal("combos"), Id])
export type MenuTab = typeof MenuTab.Type

export const CartValue = Schema.toType(Cart)
export const ProductValue = Schema.toType(Product)
export const CategoryValue = Schema.toType(Category)
export const ComboValue = Schema.toType(Combo)
export const AddressValue = Schema.toType(Address)
export const PlaceValue = Schema.toType(Place)
export const OrderValue = Schema.toType(Order)
export const ProfileValue = Schema.toType(Profile)
export const PaymentMethodValue = Schema.toType(PaymentMethod)
export const RestaurantValue = Schema.toType(Restaurant)
export const TranslationValue = Schema.toType(Translation)
export const WidgetStylesValue = Schema.toType(WidgetStyles)
export const CartItemValue = Schema.toType(CartItemValueWire)
export const ComboSelectionValue = Schema.toType(ComboSelection)

/**
 * The totals a change-quantity response carries. The server's totals are merged into the cart we
 * hold (SPEC §4 'updates that item and merges the totals'); null means the change is optimistic and
 * the totals stay as they were until the server answers (with this event again, or with CartStored).
 */
export const CartTotals = Schema.Struct({
  price: GroszeType,
  prices: Schema.toType(CartPrices),
  point_amount: GroszeType,
})
export type CartTotals = typeof CartTotals.Type
