// The loader demo page (/demo/checkout-loader) drives <lto-checkout-loader> as a host page would:
// with the document-level lto:checkout-status event. Each state shows for STEP_MS, then null hides it.
const STEP_MS = 2000;
const status = (state) => document.dispatchEvent(new CustomEvent('lto:checkout-status', { detail: { state } }));

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-loader-sequence]') : null;
  if (!button) return;
  const states = button.getAttribute('data-loader-sequence').split(',');
  states.forEach((state, i) => setTimeout(() => status(state), i * STEP_MS));
  setTimeout(() => status(null), states.length * STEP_MS);
});
