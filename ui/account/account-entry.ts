import type { ModelContext } from "../model/context"

/**
 * The account commands the menu's header and the modal host call (Login, Register, the account menu,
 * and the cart page's `open=true`): plain dispatches, so they are in the first chunk while the rest of
 * the account (ui/account/account-commands.ts, which includes these) loads with the other non-menu
 * features (ui/features.ts).
 */
export const accountEntryCommands = (ctx: ModelContext) => {
  const at = () => ctx.now()
  return {
    openLogin: () => ctx.dispatch({ _tag: "LoginModalOpened", at: at(), mode: "login" }),
    openRegister: () => ctx.dispatch({ _tag: "LoginModalOpened", at: at(), mode: "register" }),
    openMenuPanel: () => ctx.dispatch({ _tag: "PanelOpened", at: at(), panel: "account" }),
    /** SPEC §2: login opens by itself on the cart page when open=true and no token is stored. */
    openLoginIfAsked: (search: string) => {
      const state = ctx.state()
      if (state.route.name !== "cart" || state.session.token !== null || state.authModal !== null) return
      if (new URLSearchParams(search).get("open") === "true")
        ctx.dispatch({ _tag: "LoginModalOpened", at: at(), mode: "login" })
    },
  }
}
