/** The tag name, apart from element.ts so modules the element imports can name it in warnings. */
export const tag = 'lto-checkout-form';
