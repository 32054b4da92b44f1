import { escapeHtml, scriptJson } from "./escape"
import { PAGE_STYLE } from "./page-style"

/** Texts of the hosted card fields; Polish by default (SPEC §2: the card input language is Polish). */
const TEXTS = {
  pl: {
    title: "Dane karty",
    number: "Numer karty",
    date: "Data ważności",
    cvv: "Kod CVV",
    badNumber: "Nieprawidłowy numer karty",
    badDate: "Nieprawidłowa data ważności",
    badCvv: "Nieprawidłowy kod CVV",
    failed: "Nie udało się zweryfikować karty. Spróbuj ponownie.",
  },
  en: {
    title: "Card details",
    number: "Card number",
    date: "Expiry date",
    cvv: "CVV code",
    badNumber: "Invalid card number",
    badDate: "Invalid expiry date",
    badCvv: "Invalid CVV code",
    failed: "The card could not be verified. Please try again.",
  },
} as const

/**
 * The sandbox's hosted card fields (contract 2), served from the SANDBOX origin inside an iframe of
 * the widget, so card data never touches the widget's own code — as with the real provider.
 * Protocol, all addressed to `parentOrigin` exactly and accepted only from it AND from window.parent:
 * page → parent `{source:"sandbox-card-fields", type:"ready"}` on load and `type:"resize", height`;
 * parent → page `{source:"widget", type:"tokenize", id}`; page → parent `type:"tokenized", id, token,
 * brand, last_four` or `type:"invalid", id, errors:{number?, date?, cvv?}`.
 */
export const cardFieldsPage = ({ parentOrigin, lang }: { parentOrigin: string; lang?: string }): string => {
  const t = lang === "en" ? TEXTS.en : TEXTS.pl
  return `<!doctype html>
<html lang="${escapeHtml(lang === "en" ? "en" : "pl")}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>${PAGE_STYLE}
body{background:transparent}
.fields{padding:4px 2px}
</style>
</head>
<body>
<form class="fields" id="card" novalidate autocomplete="on">
  <label for="number">${escapeHtml(t.number)}</label>
  <input id="number" name="cardnumber" type="text" inputmode="numeric" autocomplete="cc-number"
    placeholder="1234 1234 1234 1234" maxlength="23" aria-describedby="number-error" aria-invalid="false">
  <p class="error" id="number-error" role="alert"></p>
  <div class="row">
    <div>
      <label for="date">${escapeHtml(t.date)}</label>
      <input id="date" name="exp-date" type="text" inputmode="numeric" autocomplete="cc-exp"
        placeholder="MM/YY" maxlength="5" aria-describedby="date-error" aria-invalid="false">
      <p class="error" id="date-error" role="alert"></p>
    </div>
    <div>
      <label for="cvv">${escapeHtml(t.cvv)}</label>
      <input id="cvv" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc"
        placeholder="•••" maxlength="4" aria-describedby="cvv-error" aria-invalid="false">
      <p class="error" id="cvv-error" role="alert"></p>
    </div>
  </div>
</form>
<script>
(function () {
  var PARENT = ${scriptJson(parentOrigin)};
  var T = ${scriptJson(t)};
  var SOURCE = "sandbox-card-fields";
  var $ = function (id) { return document.getElementById(id); };
  var number = $("number"), date = $("date"), cvv = $("cvv");
  var send = function (message) { if (window.parent !== window) window.parent.postMessage(message, PARENT); };

  number.addEventListener("input", function () {
    var digits = number.value.replace(/\\D/g, "").slice(0, 19);
    number.value = digits.replace(/(.{4})(?=.)/g, "$1 ");
  });
  date.addEventListener("input", function (e) {
    var digits = date.value.replace(/\\D/g, "").slice(0, 4);
    date.value = digits.length > 2 || (digits.length === 2 && e.inputType !== "deleteContentBackward")
      ? digits.slice(0, 2) + "/" + digits.slice(2) : digits;
  });
  cvv.addEventListener("input", function () { cvv.value = cvv.value.replace(/\\D/g, "").slice(0, 4); });

  var luhn = function (digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  };
  var read = function () {
    var digits = number.value.replace(/\\D/g, "");
    var m = /^(\\d{2})\\/(\\d{2})$/.exec(date.value.trim());
    var month = m ? Number(m[1]) : 0, year = m ? 2000 + Number(m[2]) : 0;
    var now = new Date();
    var errors = {};
    if (digits.length < 13 || digits.length > 19 || !luhn(digits)) errors.number = T.badNumber;
    if (!m || month < 1 || month > 12 || year < now.getFullYear() ||
        (year === now.getFullYear() && month < now.getMonth() + 1)) errors.date = T.badDate;
    if (!/^\\d{3}$/.test(cvv.value)) errors.cvv = T.badCvv;
    return { errors: errors, card: { number: digits, exp_month: month, exp_year: year, cvv: cvv.value } };
  };
  var show = function (errors) {
    [["number", number], ["date", date], ["cvv", cvv]].forEach(function (pair) {
      var message = errors[pair[0]] || "";
      $(pair[0] + "-error").textContent = message;
      pair[1].setAttribute("aria-invalid", message ? "true" : "false");
    });
  };
  var first = function (value) {
    if (typeof value === "string") return value;
    if (Array.isArray(value) && typeof value[0] === "string") return value[0];
    return undefined;
  };
  var tokenize = function (id) {
    var state = read();
    if (Object.keys(state.errors).length > 0) {
      show(state.errors);
      send({ source: SOURCE, type: "invalid", id: id, errors: state.errors });
      return;
    }
    show({});
    fetch("/sandbox/cards/tokenize", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(state.card)
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (body) {
        if (response.ok && body && body.data && typeof body.data.token === "string") {
          send({ source: SOURCE, type: "tokenized", id: id, token: body.data.token,
            brand: String(body.data.brand || ""), last_four: String(body.data.last_four || "") });
          return;
        }
        var raw = (body && body.errors) || {};
        var errors = {};
        ["number", "date", "cvv"].forEach(function (k) { var m = first(raw[k]); if (m) errors[k] = m; });
        if (!errors.number && !errors.date && !errors.cvv) errors.number = (body && body.message) || T.failed;
        show(errors);
        send({ source: SOURCE, type: "invalid", id: id, errors: errors });
      });
    }).catch(function () {
      var errors = { number: T.failed };
      show(errors);
      send({ source: SOURCE, type: "invalid", id: id, errors: errors });
    });
  };

  window.addEventListener("message", function (event) {
    if (event.origin !== PARENT || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.source !== "widget" || data.type !== "tokenize" || typeof data.id !== "string") return;
    if (data.id.length > 200 || Object.keys(data).length > 3) return;
    tokenize(data.id);
  });
  $("card").addEventListener("submit", function (e) { e.preventDefault(); });

  var lastHeight = -1;
  var report = function () {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== lastHeight) { lastHeight = height; send({ source: SOURCE, type: "resize", height: height }); }
  };
  if (typeof ResizeObserver !== "undefined") new ResizeObserver(report).observe(document.body);
  send({ source: SOURCE, type: "ready" });
  report();
})();
</script>
</body>
</html>`
}
