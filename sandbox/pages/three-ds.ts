import { escapeHtml, scriptJson } from "./escape"
import { PAGE_STYLE } from "./page-style"

/**
 * The sandbox's 3-D Secure challenge (contract 2): a bank-like page shown in the widget's
 * full-screen frame. "Potwierdź" first marks the order's 3-D Secure as passed on the sandbox (a `{}`
 * JSON POST, as every sandbox write must be), then posts the plain string "AUTHENTICATION_SUCCESSFUL"
 * to window.parent; "Anuluj" posts "AUTHENTICATION_CANCELED" — the same strings as the real
 * provider, addressed to `parentOrigin` only.
 */
export const threeDsPage = ({
  orderId,
  parentOrigin,
}: {
  orderId: string | number
  parentOrigin: string
}): string => `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Weryfikacja 3-D Secure</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main class="card" aria-labelledby="title">
  <div class="brand" aria-hidden="true">&#128274; Bank Sandbox</div>
  <h1 id="title">Potwierdź płatność</h1>
  <p class="lead">Zamówienie nr ${escapeHtml(String(orderId))}. To jest testowa strona banku: potwierdź lub anuluj płatność kartą.</p>
  <div class="actions">
    <button type="button" class="secondary" id="cancel">Anuluj</button>
    <button type="button" class="primary" id="confirm">Potwierdź</button>
  </div>
  <p class="status" id="status" role="status" aria-live="polite"></p>
</main>
<script>
(function () {
  var PARENT = ${scriptJson(parentOrigin)};
  var ORDER = ${scriptJson(String(orderId))};
  // The order's link key from this page's address: the confirm endpoint answers only its holder.
  var KEY = new URLSearchParams(location.search).get("key") || "";
  var confirmButton = document.getElementById("confirm");
  var cancelButton = document.getElementById("cancel");
  var status = document.getElementById("status");
  var tell = function (message) { if (window.parent !== window) window.parent.postMessage(message, PARENT); };
  confirmButton.addEventListener("click", function () {
    confirmButton.disabled = true; cancelButton.disabled = true;
    status.textContent = "Weryfikacja…";
    // Every write to the sandbox is JSON (a form post cannot act), so even this body-less one says so.
    fetch("/sandbox/3ds/" + encodeURIComponent(ORDER) + "/confirm?key=" + encodeURIComponent(KEY), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}"
    })
      .then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        status.textContent = "Płatność potwierdzona.";
        tell("AUTHENTICATION_SUCCESSFUL");
      })
      .catch(function () {
        status.textContent = "Nie udało się potwierdzić płatności. Spróbuj ponownie.";
        confirmButton.disabled = false; cancelButton.disabled = false;
      });
  });
  cancelButton.addEventListener("click", function () {
    status.textContent = "Płatność anulowana.";
    tell("AUTHENTICATION_CANCELED");
  });
})();
</script>
</body>
</html>`
