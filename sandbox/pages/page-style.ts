/**
 * The look shared by the sandbox payment pages: a calm, provider-like card on a light background,
 * system fonts, visible focus, large touch targets. Plain CSS in a string (the pages are standalone).
 */
export const PAGE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;padding:0}
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2430;background:#f4f6fa}
.card{max-width:440px;margin:24px auto;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(20,30,60,.12);padding:24px}
h1{font-size:20px;margin:0 0 4px}
p.lead{margin:0 0 16px;color:#5a6275;font-size:14px}
label{display:block;font-weight:600;font-size:14px;margin:12px 0 4px}
input[type=text],input[type=tel]{width:100%;font:inherit;padding:12px 14px;border:1px solid #c9cfdb;border-radius:10px;background:#fff;color:inherit}
input:focus-visible,button:focus-visible{outline:3px solid #2f6fed;outline-offset:2px}
input[aria-invalid=true]{border-color:#c62828}
.error{color:#b3261e;font-size:13px;min-height:1.2em;margin:4px 0 0}
.row{display:flex;gap:12px}.row>div{flex:1}
.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;font:inherit;font-weight:600;padding:12px 16px;border-radius:10px;border:1px solid transparent;cursor:pointer;min-height:44px}
button.primary{background:#1d5bd6;color:#fff}
button.secondary{background:#fff;color:#1f2430;border-color:#c9cfdb}
button[disabled]{opacity:.6;cursor:progress}
.amount{font-size:28px;font-weight:700;margin:8px 0 16px}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;color:#1d5bd6;margin-bottom:12px}
fieldset{border:0;padding:0;margin:0}
legend{font-weight:600;font-size:14px;margin-bottom:8px}
.choice{display:flex;align-items:center;gap:10px;border:1px solid #c9cfdb;border-radius:10px;padding:10px 12px;margin:0 0 8px;font-weight:500}
.choice input{width:18px;height:18px}
.status{font-size:14px;color:#5a6275;min-height:1.4em;margin-top:12px}
`
