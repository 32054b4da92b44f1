// The early-fetch floor's first script (a classic script from the page's origin, as the widget's
// menu prefetch): the six menu calls start from the HTML; floor.tsx takes their answers.
;(() => {
  const api = document.querySelector('meta[name="widget-api-base"]')?.getAttribute("content")
  const id = new URLSearchParams(location.search).get("restaurantId")
  if (!api || !id) return
  const init = { credentials: "include", headers: { Accept: "application/json" } }
  const paths = [
    "/settings",
    `/customer/widgets?restaurant_id=${id}&widget=true`,
    `/customer/restaurants/${id}?widget=true`,
    `/customer/categories?restaurant=${id}`,
    `/customer/products/optimized?restaurant=${id}&widget=true`,
    `/customer/combos?restaurant=${id}&widget=true`,
  ]
  window.__floorCalls = paths.map((path) => fetch(api + path, init).then((r) => r.json()))
})()
