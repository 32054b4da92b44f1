import { escapeHtml, scriptJson } from "./escape"
import { PAGE_STYLE } from "./page-style"

/**
 * The sandbox's stand-in for the payment provider's hosted page (contract 2): the widget redirects
 * here for `payu` orders. Card, BLIK (6-digit code) or bank transfer; "Zapłać" POSTs
 * /sandbox/payu/:orderId/pay and "Anuluj" /cancel, then both go back to `returnUrl` (the widget's
 * order page), like the real provider's continueUrl.
 */
export const payuPage = ({
  orderId,
  amountText,
  returnUrl,
}: {
  orderId: string | number
  amountText: string
  returnUrl: string
}): string => `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Płatność — PayU Sandbox</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main class="card" aria-labelledby="title">
  <div class="brand" aria-hidden="true">PayU Sandbox</div>
  <h1 id="title">Zapłać za zamówienie nr ${escapeHtml(String(orderId))}</h1>
  <p class="amount" aria-label="Kwota do zapłaty">${escapeHtml(amountText)}</p>
  <form id="pay" novalidate>
    <fieldset>
      <legend>Metoda płatności</legend>
      <label class="choice"><input type="radio" name="method" value="card" checked> Karta płatnicza</label>
      <label class="choice"><input type="radio" name="method" value="blik"> BLIK</label>
      <label class="choice"><input type="radio" name="method" value="bank"> Przelew bankowy</label>
    </fieldset>
    <div id="blik-box" hidden>
      <label for="blik">Kod BLIK</label>
      <input id="blik" type="tel" inputmode="numeric" autocomplete="one-time-code" maxlength="6" placeholder="000000"
        aria-describedby="blik-error" aria-invalid="false">
      <p class="error" id="blik-error" role="alert"></p>
    </div>
    <div class="actions">
      <button type="button" class="secondary" id="cancel">Anuluj</button>
      <button type="submit" class="primary" id="submit">Zapłać</button>
    </div>
    <p class="status" id="status" role="status" aria-live="polite"></p>
  </form>
</main>
<script>
(function () {
  var ORDER = ${scriptJson(String(orderId))};
  var RETURN_URL = ${scriptJson(returnUrl)};
  // The order's link key from this page's address: the payment endpoints answer only its holder.
  var KEY = new URLSearchParams(location.search).get("key") || "";
  var form = document.getElementById("pay");
  var blikBox = document.getElementById("blik-box");
  var blik = document.getElementById("blik");
  var blikError = document.getElementById("blik-error");
  var status = document.getElementById("status");
  var buttons = [document.getElementById("submit"), document.getElementById("cancel")];
  var method = function () { var c = form.querySelector("input[name=method]:checked"); return c ? c.value : "card"; };
  form.addEventListener("change", function () { blikBox.hidden = method() !== "blik"; });
  blik.addEventListener("input", function () { blik.value = blik.value.replace(/\\D/g, "").slice(0, 6); });
  var finish = function (action, body) {
    buttons.forEach(function (b) { b.disabled = true; });
    status.textContent = action === "pay" ? "Przetwarzanie płatności…" : "Anulowanie…";
    fetch("/sandbox/payu/" + encodeURIComponent(ORDER) + "/" + action + "?key=" + encodeURIComponent(KEY), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body)
    }).then(function (response) {
      if (!response.ok) throw new Error(String(response.status));
      location.href = RETURN_URL;
    }).catch(function () {
      status.textContent = "Coś poszło nie tak. Spróbuj ponownie.";
      buttons.forEach(function (b) { b.disabled = false; });
    });
  };
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    var m = method();
    if (m === "blik" && !/^\\d{6}$/.test(blik.value)) {
      blikError.textContent = "Wpisz 6-cyfrowy kod BLIK";
      blik.setAttribute("aria-invalid", "true");
      blik.focus();
      return;
    }
    blikError.textContent = "";
    blik.setAttribute("aria-invalid", "false");
    finish("pay", m === "blik" ? { method: m, blik_code: blik.value } : { method: m });
  });
  document.getElementById("cancel").addEventListener("click", function () { finish("cancel", {}); });
})();
</script>
</body>
</html>`
