import type { SandboxContext } from "../context"
import { notFound } from "../http/errors"
import type { RestaurantMenu } from "./catalogue"

/** A restaurant's menu, or the API's 404 for an unknown restaurant id. */
export const menuOf = (ctx: SandboxContext, id: number): RestaurantMenu => {
  const menu = ctx.catalogue.restaurants.get(id)
  if (!menu) throw notFound("Restaurant")
  return menu
}
