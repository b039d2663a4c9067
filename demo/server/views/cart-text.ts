import type { CartError } from '../../../src/contracts/cart.js';
import type { Site } from '../site.js';

/**
 * The demo's own texts of the cart page: the platform's words for the cart it draws inside
 * <lto-cart> (the widget's catalogue, widgets/cart/messages.ts, says the same by default, so the
 * page reads the same with and without script; markup.test.ts compares).
 */
const en = {
  title: 'Your cart',
  headerLink: 'Cart',
  headerCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} in your cart`,
  empty: 'Your cart is empty.',
  color: (name: string) => `Color: ${name}`,
  monthly: 'Monthly payment',
  today: "Today's payment",
  total: 'Total cost of ownership',
  quantity: 'Quantity',
  term: 'Lease term',
  update: 'Update',
  save: 'Save for later',
  remove: 'Remove',
  restore: 'Move to cart',
  savedTitle: 'Saved for later',
  summaryTitle: 'Order summary',
  monthlyTotal: (term: string) => `Monthly total, ${term}`,
  todayTotal: "Today's total",
  atDelivery: 'Due at delivery',
  savings: 'Coupon savings',
  mixedTerms: 'Your items have different lease terms: each term is a monthly payment of its own.',
  coupon: 'Coupon code',
  couponApply: 'Apply',
  couponApplied: (code: string) => `Coupon ${code} applied.`,
  couponCurrent: (code: string) => `Coupon: ${code}`,
  couponRemove: 'Remove coupon',
  checkout: 'Proceed to checkout',
  wallet: 'Checkout with a wallet',
  errors: {
    'quantity-invalid': (_code: string, max: number) => `Enter a quantity from 1 to ${max}.`,
    'quantity-over-stock': (_code: string, max: number) => `Only ${max} available: enter a quantity from 1 to ${max}.`,
    'term-invalid': () => 'Choose one of the lease terms listed.',
    'unknown-line': () => 'That item is no longer in your cart.',
    'coupon-invalid': (code: string) => `“${code}” is not a coupon code: codes are letters and digits.`,
    'coupon-unknown': (code: string) => `“${code}” is not a coupon code we know.`,
    'coupon-expired': (code: string) => `Coupon ${code} has expired.`,
    'coupon-not-applicable': (code: string) => `Coupon ${code} is not for the products in your cart.`,
    'coupon-used': (code: string) => `Coupon ${code} has already been used.`,
    'cart-empty': () => 'Your cart is empty.',
    'cart-changed': () => 'Your cart changed since this page was opened: check it, then proceed again.',
    'no-zip': () => 'Enter your zip code at the top of the page, then proceed again.',
    'too-many-orders': () => 'Something went wrong. Please try after sometime.',
    'wallet-refused': () => 'The wallet payment was not accepted, so nothing was ordered and your cart is as it was. Try the wallet again, or proceed to checkout.',
    'wallet-expired': () => 'The wallet approval expired, so nothing was ordered and your cart is as it was. Try the wallet again.',
  } satisfies Record<CartError, (code: string, max: number) => string>,
};

type CartText = typeof en;

const es: CartText = {
  title: 'Tu carrito',
  headerLink: 'Carrito',
  headerCount: (count) => `${count} ${count === 1 ? 'artículo' : 'artículos'} en tu carrito`,
  empty: 'Tu carrito está vacío.',
  color: (name) => `Color: ${name}`,
  monthly: 'Pago mensual',
  today: 'Pago de hoy',
  total: 'Costo total de propiedad',
  quantity: 'Cantidad',
  term: 'Plazo del arrendamiento',
  update: 'Actualizar',
  save: 'Guardar para después',
  remove: 'Eliminar',
  restore: 'Mover al carrito',
  savedTitle: 'Guardado para después',
  summaryTitle: 'Resumen del pedido',
  monthlyTotal: (term) => `Total mensual, ${term}`,
  todayTotal: 'Total de hoy',
  atDelivery: 'A pagar en la entrega',
  savings: 'Ahorro del cupón',
  mixedTerms: 'Tus artículos tienen plazos distintos: cada plazo es un pago mensual aparte.',
  coupon: 'Código de cupón',
  couponApply: 'Aplicar',
  couponApplied: (code) => `Cupón ${code} aplicado.`,
  couponCurrent: (code) => `Cupón: ${code}`,
  couponRemove: 'Quitar cupón',
  checkout: 'Continuar con la compra',
  wallet: 'Pagar con una billetera digital',
  errors: {
    'quantity-invalid': (_code, max) => `Indica una cantidad de 1 a ${max}.`,
    'quantity-over-stock': (_code, max) => `Solo hay ${max} disponibles: indica una cantidad de 1 a ${max}.`,
    'term-invalid': () => 'Elige uno de los plazos de la lista.',
    'unknown-line': () => 'Ese artículo ya no está en tu carrito.',
    'coupon-invalid': (code) => `«${code}» no es un código de cupón: los códigos son letras y números.`,
    'coupon-unknown': (code) => `«${code}» no es un código de cupón que conozcamos.`,
    'coupon-expired': (code) => `El cupón ${code} ha caducado.`,
    'coupon-not-applicable': (code) => `El cupón ${code} no es para los productos de tu carrito.`,
    'coupon-used': (code) => `El cupón ${code} ya se ha usado.`,
    'cart-empty': () => 'Tu carrito está vacío.',
    'cart-changed': () => 'Tu carrito cambió desde que abriste esta página: revísalo y vuelve a continuar.',
    'no-zip': () => 'Indica tu código postal arriba en la página y vuelve a continuar.',
    'too-many-orders': () => 'Algo salió mal. Inténtalo más tarde.',
    'wallet-refused': () => 'No se aceptó el pago con la billetera, así que no se hizo ningún pedido y tu carrito sigue igual. Vuelve a intentarlo con la billetera o continúa con la compra.',
    'wallet-expired': () => 'La aprobación de la billetera caducó, así que no se hizo ningún pedido y tu carrito sigue igual. Vuelve a intentarlo con la billetera.',
  },
};

const enCA: CartText = {
  ...en,
  color: (name) => `Colour: ${name}`,
  errors: { ...en.errors, 'no-zip': () => 'Enter your postal code at the top of the page, then proceed again.' },
};

export function cartText(site: Pick<Site, 'lang' | 'country'>): CartText {
  if (site.lang === 'es') return es;
  return site.country === 'CA' ? enCA : en;
}
