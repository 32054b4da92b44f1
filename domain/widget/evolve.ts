import { reduceSession } from "../account/evolve"
import { afterProfileChange, reduceSettingsForm } from "../account/settings-form"
import { reduceAddresses } from "../address/evolve"
import { reduceCart } from "../cart/evolve"
import { reduceCatalogue } from "../catalogue/evolve"
import { reduceCheckoutDraft } from "../checkout/draft"
import { reduceCheckout } from "../checkout/evolve"
import { reduceComboModal } from "../combo/evolve"
import { reduceDialogs } from "../dialogs/evolve"
import { reduceDiscounts } from "../discounts/evolve"
import { reduceNavigation } from "../navigation/evolve"
import { reduceOrders } from "../orders/evolve"
import { reduceProductModal } from "../product/evolve"
import { reduceSearch } from "../search/evolve"
import { reduceSettings } from "../settings/evolve"
import { withSlice } from "./copies"
import type { WidgetEvent } from "./event"
import { exhaustive } from "./exhaustive"
import { reduceStorage } from "./restore"
import type { WidgetState } from "./state"

/**
 * The one reducer: pure, total, never throws. Each group of cases names the file that owns those
 * facts; an event that does not apply returns the very same state object, and an event that does
 * spreads only the slices it changes, so replay stays allocation-light (budget: ≥ 500,000 events/s).
 */
export const reduce = (state: WidgetState, event: WidgetEvent): WidgetState => {
  switch (event._tag) {
    case "Snapshot":
      return event.state
    case "RouteChanged": {
      // Another screen: the settings forms' message goes, as it did with the screen (issue 26).
      const next = reduceNavigation(state, event)
      const form = next.settingsForm
      return next === state || form.outcome === null
        ? next
        : withSlice(next, "settingsForm", { ...form, outcome: null })
    }
    case "WidgetOpened":
    case "MenuTabSelected":
    case "ShowMoreClicked":
    case "PanelOpened":
    case "PanelClosed":
      return reduceNavigation(state, event)
    case "StorageRestored":
    case "StorageUnavailable":
      return reduceStorage(state, event)
    case "TranslationsLoaded":
    case "WidgetStylesLoaded":
    case "AppConfigLoaded":
      return reduceSettings(state, event)
    case "RestaurantLoaded":
    case "CategoriesLoaded":
    case "ProductsLoaded":
    case "CombosLoaded":
    case "CatalogueLoadFailed":
    case "CatalogueRetried":
    case "RecommendedLoaded":
      return reduceCatalogue(state, event)
    case "OrderTypeChanged":
    case "GuestCartCreated":
    case "CartFetchStarted":
    case "CartStored":
    case "CartFetchFailed":
    case "CartCleared":
    case "CartUuidForgotten":
    case "ItemAddRequested":
    case "ItemAddFailed":
    case "CartCreateFailed":
    case "ComboAddRequested":
    case "ComboAddFailed":
    case "ItemQuantityChanged":
    case "ItemRemoved":
    case "ComboItemQuantityChanged":
    case "ComboItemRemoved":
      return reduceCart(state, event)
    case "AddressesLoaded":
    case "AddressSaved":
    case "AddressSaveFailed":
    case "AddressCheckWarned":
    case "AddressChecked":
    case "AddressActivated":
    case "AddressDeleted":
    case "AddressModalOpened":
    case "AddressFormOpened":
    case "AddressListShown":
    case "AddressModalClosed":
    case "AddressPlaceChosen":
    case "AddressFormEdited":
    case "AddressSaveRefused":
      return reduceAddresses(state, event)
    case "LoggedIn":
    case "ProfileLoaded":
    case "PointsLoaded":
    case "PaymentMethodsLoaded":
    case "LoggedOut":
    case "SessionExpired":
      return afterProfileChange(state, reduceSession(state, event))
    case "SettingsTabChosen":
    case "ProfileDraftEdited":
    case "PhoneCodeSent":
    case "PhoneCodeTyped":
    case "PhoneChangeClosed":
    case "CardFormToggled":
    case "CardDeleteAsked":
    case "CardDeleteQuestionClosed":
    case "SettingsAnswered":
      return reduceSettingsForm(state, event)
    case "ProductModalOpened":
    case "VariantChosen":
    case "HalfAndHalfToggled":
    case "HalfTabChosen":
    case "SecondHalfChosen":
    case "AddonSelectionChanged":
    case "IngredientExclusionChanged":
    case "ModalQuantityChanged":
    case "ModalValidationFailed":
    case "ProductModalClosed":
    case "ModalQuantityTyped":
      return reduceProductModal(state, event)
    case "ComboModalOpened":
    case "ComboGroupFocused":
    case "ComboOptionChosen":
    case "ComboQuantityChanged":
    case "ComboValidationFailed":
    case "ComboModalClosed":
      return reduceComboModal(state, event)
    case "MessageShown":
    case "MessageDismissed":
    case "LoginModalOpened":
    case "AuthStepChanged":
    case "AuthFailed":
    case "AuthModalClosed":
    case "AuthFormEdited":
      return reduceDialogs(state, event)
    case "PromoModalOpened":
    case "PromoCodeTyped":
    case "PromoCodeSubmitted":
    case "PromoCodeFailed":
    case "PromoCodeApplied":
    case "PromoModalClosed":
    case "OfferToggled":
    case "OfferFailed":
    case "PointsEntryTyped":
    case "PointsApplied":
    case "PointsApplyFailed":
      return reduceDiscounts(state, event)
    case "CheckoutPending":
    case "CheckoutValidationFailed":
    case "CheckoutSubmitted":
    case "CheckoutRedirected":
    case "CheckoutNavigated":
    case "ThreeDsChallenged":
    case "ThreeDsAuthenticated":
    case "ThreeDsCancelled":
    case "CheckoutFailed":
    case "CheckoutSucceeded":
      return reduceCheckout(state, event)
    case "CheckoutFormOpened":
    case "CheckoutFormEdited":
    case "CheckoutPhaseReached":
    case "GuestPhoneRecalled":
    case "CardModalOpened":
    case "CardModalClosed":
      return reduceCheckoutDraft(state, event)
    case "OrderPolled":
    case "OrdersPageLoaded":
    case "OrderWatchStarted":
    case "OrderWatchStopped":
    case "OrderPageVisibilityChanged":
    case "OrderPollFailed":
    case "OrderNotFound":
    case "ReorderReviewOpened":
    case "ReorderLinesAdding":
    case "ReorderLinesNotAdded":
    case "ReorderDialogClosed":
      return reduceOrders(state, event)
    case "SearchOpened":
    case "SearchTyped":
    case "SearchTextCleared":
    case "SearchNarrowed":
    case "SearchWidened":
    case "SearchMoreResultsShown":
    case "DietaryTypeToggled":
    case "AllergenToggled":
    case "AllergenPanelToggled":
    case "SearchFiltersCleared":
    case "AllergensRememberSet":
    case "RememberedAllergensCleared":
    case "AllergensRestored":
      return reduceSearch(state, event)
    default:
      return exhaustive(event, state)
  }
}
