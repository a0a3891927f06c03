// The site's inline scripts. The Content-Security-Policy allows no inline script but these, each by
// the SHA-256 of its text (scripts/pipeline/siteFiles.ts); the renderer writes them into the pages
// (renderer/islandPreloads.ts, components/widgets/ConsentNotice.tsx). Here, in domain/, because both
// sides must use the very same text.

/** The id of the data block listing a page's island chunks; the islands runtime preloads them (renderer/islandsClient.ts). */
export const ISLAND_MODULES_ID = 'island-modules'

/**
 * The first inline script of the site (decision 025), written after the chunk list: at the visitor's
 * first pointer, focus, key or touch in a form or calculator (data-prefetch) it adds the module
 * preloads of the list at once. The islands runtime does the same, but it arrives two requests after
 * the HTML (decision 021), and a visitor who types as soon as the field shows has by then pressed
 * several keys: the code of the ECM tax calculator, requested about 100 ms after the first key, came
 * after its Calculate (first result 258-279 ms after the press, 37 ms with this script). Both mark the
 * list done, so the chunks are requested once; once the runtime has done it, the script's next
 * event only removes its listeners (a moving pointer is not inspected for the rest of the visit).
 * Its SHA-256 is allowed by the Content-Security-Policy (scripts/pipeline/siteFiles.ts, through
 * INLINE_SCRIPTS), so the text must not depend on the page. Pieces joined with +, not an array's
 * join(): a constant the bundler drops from the runtime, which imports only the id.
 */
export const ISLAND_WAKE_SCRIPT =
  '(function(){' +
  `var d=document,b=d.getElementById("${ISLAND_MODULES_ID}"),k=["pointerover","focusin","keydown","touchstart"];` +
  'if(!b)return;' +
  'function wake(e){' +
  'var t=e.target,done=b.dataset.done==="true";' +
  'if(!done&&!(t instanceof Element&&t.closest("[data-prefetch=true]")))return;' +
  'k.forEach(function(n){d.removeEventListener(n,wake,true)});' +
  'if(done)return;' +
  'b.dataset.done="true";' +
  'var u;try{u=JSON.parse(b.textContent||"[]")}catch(x){return}' +
  'if(!Array.isArray(u))return;' +
  'u.forEach(function(s){' +
  'if(typeof s!=="string"||s.indexOf("/assets/")!==0)return;' +
  'var l=d.createElement("link");l.rel="modulepreload";l.href=s;d.head.appendChild(l)' +
  '})' +
  '}' +
  'k.forEach(function(n){d.addEventListener(n,wake,{capture:true,passive:true})})' +
  '})()'

/** The id of the cookie and consent notice. */
export const CONSENT_NOTICE_ID = 'consent'
/** The cookie that holds the visitor's answer to the notice (renderer/site/consent.ts). */
export const CONSENT_COOKIE = 'consent'

/**
 * Shows the cookie and consent notice as soon as it is parsed, written right after it (decision 045):
 * unless the visitor has answered (the consent cookie holds granted or denied, as readConsent in
 * renderer/site/consent.ts reads it), the notice loses its hidden attribute before the first paint,
 * instead of when the site's script arrives (on CKJ pages it is the largest paint: 2.4 s in a
 * Lighthouse run of the credit-card landing page). The site's script then wires its buttons. Without
 * JavaScript the notice stays hidden: its buttons could not answer it. It only tests whether one
 * cookie holds one of two plain values; it reads no other cookie and writes none. Shown, it also sets
 * the notice's height as --consent-height (components/global.css), as the site's script does, so the
 * end of the page has room for it and focus scrolling keeps controls above it from the first paint.
 * A tap on one of its answers before the site's script has wired them is not lost: the script hides
 * the notice at once (focus to the cookie settings, as the site's script does) and keeps the answer in
 * data-early, which renderer/site/consentNotice.ts stores when it arrives (data-wired from then on).
 */
export const CONSENT_SHOW_SCRIPT =
  '(function(){' +
  `var d=document,n=d.getElementById("${CONSENT_NOTICE_ID}");` +
  `if(!n||/(?:^|;\\s*)${CONSENT_COOKIE}=(?:granted|denied)(?:;|$)/.test(d.cookie))return;` +
  'function room(){d.documentElement.style.setProperty("--consent-height",(n.hidden?0:n.offsetHeight)+"px")}' +
  'n.hidden=false;room();' +
  'n.addEventListener("click",function(e){' +
  'var b=e.target instanceof Element&&e.target.closest("[data-consent-choice]");' +
  'if(!b||n.dataset.wired)return;' +
  'n.dataset.early=b.getAttribute("data-consent-choice");' +
  'var f=n.contains(d.activeElement);n.hidden=true;room();' +
  'var o=f&&d.querySelector("[data-consent-open]");if(o)o.focus({preventScroll:true})' +
  '})' +
  '})()'

/** Every inline script a page may carry: the CSP allows each by its hash. */
export const INLINE_SCRIPTS: readonly string[] = [ISLAND_WAKE_SCRIPT, CONSENT_SHOW_SCRIPT]
