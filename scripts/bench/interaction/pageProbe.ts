// In-page instrumentation of the interaction benchmark (scripts/bench/benchInteraction.ts). Plain
// JavaScript text (not functions): tsx's transform would add helpers to functions serialised into the
// page.

export const PAGE_PROBE = `(() => {
  const b = { keys: [], hydrated: {}, armed: null, errors: [] };
  window.__bench = b;
  addEventListener('keydown', (e) => {
    b.keys.push({ key: e.key, t: e.timeStamp, ctrl: e.ctrlKey || e.metaKey });
    if (b.armed && b.armed.start === null && e.key === 'Enter') b.armed.start = e.timeStamp;
  }, true);
  addEventListener('pointerdown', (e) => {
    if (b.armed && b.armed.start === null) b.armed.start = e.timeStamp;
  }, true);
  addEventListener('error', (e) => b.errors.push(String(e.message)));
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target;
      if (el.dataset && el.dataset.hydrated === 'true' && el.dataset.island && !(el.dataset.island in b.hydrated)) b.hydrated[el.dataset.island] = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  // Drawn but out of sight (visibility: hidden, as a landing form's steps ahead are: decision 022) is
  // not shown.
  const visible = (el) => !!el && el.isConnected && (typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible');
  // Arms a watcher for the response to the next Enter or pointer press: the result element appearing
  // or changing its text (calculators), or the step heading appearing (landing forms).
  b.arm = (spec) => {
    const current = document.querySelector(spec.selector);
    const before = visible(current) ? current.textContent : null;
    const armed = { start: null };
    b.armed = armed;
    armed.done = new Promise((resolve) => {
      let fired = false;
      const check = () => {
        if (fired) return;
        const el = document.querySelector(spec.selector);
        if (!visible(el)) return;
        if (spec.kind === 'calculator' && el.textContent === before) return;
        fired = true;
        observer.disconnect();
        const changedAt = performance.now();
        requestAnimationFrame(() => {
          const frame = performance.now();
          resolve({ start: armed.start, changedAt, frame, focused: document.activeElement === el || (!!document.activeElement && document.activeElement.id === spec.focusId), text: el.textContent });
        });
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      addEventListener('focusin', check, true);
    });
  };
  b.wait = (timeout) => Promise.race([b.armed.done, new Promise((resolve) => setTimeout(() => resolve(null), timeout))]);
})()`
