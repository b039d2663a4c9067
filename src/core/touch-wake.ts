/**
 * A wake rule (the registry's `wake`) for a widget whose first press must be the widget's own: on
 * a screen that cannot hover (a phone, a tablet), drawn as it comes near the viewport once the
 * shopper has touched the page (a scroll is a touch). With a mouse or a keyboard the island is
 * drawn on the shopper's intent (pointed at, focused) before they press; a finger gives no such
 * warning, and its tap on a control the server drew (a colour swatch's link, a slider's thumb)
 * went to that control before the widget's code came: a whole page load to the variant's page, a
 * drag lost. Not before the first touch: drawn at once, React and the widget ran on every phone's
 * product page right after its load, whether anyone used them or not (Lighthouse's mobile run of
 * the product page: blocking time 336 ms against 10 ms with our scripts blocked).
 */
export default function nearOnTouchScreens(): false | 'touched' {
  return typeof matchMedia === 'function' && matchMedia('(hover: none)').matches ? 'touched' : false;
}
