import type { PortalConfig } from '../domain/portal'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

// One small stylesheet for the few server pages (login, profile, refused redirect); no script at all.
const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24;line-height:1.5}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 1rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.6rem;font-size:1rem;border:1px solid #6b7580;border-radius:4px}
button{margin-top:1.5rem;width:100%;padding:.7rem;font-size:1rem;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:4px;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.error{color:#a4000f;background:#fdecee;padding:.75rem;border-radius:4px}a{color:#0b5cad}`

/** A complete HTML page in the portal's language; `body` must already be escaped. */
export function htmlPage(portal: PortalConfig, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(portal.htmlLang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(portal.brand)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}
