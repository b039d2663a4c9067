/**
 * Starting a lease (SPEC 3.5, 7.5): the create-order call and the order cookies, shared by every
 * widget that starts one (<lto-start-lease> from the product page, <lto-cart> from the cart), so
 * the cookies a checkout reads are written one way.
 */
import { CreateOrderAnswerSchema } from '../contracts/create-order';
import { postJSON } from './api';
import { writeCookie } from './cookies';

export interface CreatedOrder {
  orderId: string;
  /** The store and state the platform gave with the order ('' when it gave none). */
  storeId: string;
  stateCode: string;
}

/** A new attempt's Idempotency-Key: 128 random bits in hex (crypto.getRandomValues works on plain http too). */
export function idempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * POST {create order endpoint} JSON {productId, storeId, zipCode}: the new order, or undefined on
 * any failure. `attempt` goes as the Idempotency-Key header: sent again (a retry after a lost
 * answer, a second click) it gets the same order back rather than a second one. `leaseTerm` (SPEC
 * 3.2's selected lease term, in months) goes with it once the shopper has chosen one, so the lease
 * is the one they chose; a platform that prices by the product's own term may ignore it.
 */
export async function createOrder(url: string, order: { productId: string; storeId: string; zipCode: string; leaseTerm?: number }, attempt: string): Promise<CreatedOrder | undefined> {
  try {
    const answer = await postJSON(url, order, CreateOrderAnswerSchema, { headers: { 'Idempotency-Key': attempt } });
    if (!answer.success || !answer.orderID) return undefined;
    return { orderId: answer.orderID, storeId: answer.storeId, stateCode: answer.stateCode };
  } catch {
    return undefined;
  }
}

/** The order cookies' values, each from where the README's table says ('' when nobody knows it). */
export interface OrderCookies {
  orderId: string;
  zip: string;
  storeId: string;
  tier: string;
  advoTier: string;
  fc: string;
  state: string;
  groupSku: string;
}

const UTM = { UtmSource: 'utm_source', UtmMedium: 'utm_medium', UtmCampaign: 'utm_campaign', UtmTerm: 'utm_term', UtmContent: 'utm_content' } as const;

/**
 * The order cookies of SPEC 3.5, each for one day (the lifetimes table in src/core/cookies.ts).
 * A value the page does not know is not written; the campaign (utm_*) values come from the page's
 * address.
 */
export function writeOrderCookies(values: OrderCookies, href: string): void {
  const query = new URL(href).searchParams;
  const cookies: Record<string, string | null> = {
    orderId: values.orderId,
    myZip: values.zip,
    myStore: values.storeId,
    myTier: values.tier,
    myAdvoTier: values.advoTier,
    myFC: values.fc,
    myState: values.state,
    myGroupSku: values.groupSku,
    ...Object.fromEntries(Object.entries(UTM).map(([cookie, parameter]) => [cookie, query.get(parameter)])),
  };
  for (const [name, value] of Object.entries(cookies)) if (value) writeCookie(name, value);
}
