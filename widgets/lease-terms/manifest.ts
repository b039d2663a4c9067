import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-lease-terms',
  summary: "Lease term tabs, weekly / monthly, price, today's payment, total cost and cost of lease service.",
  dispatches: [
    { name: 'lto:term-change', from: 'element', detail: '{ product: string; term: number }', description: 'The shopper chose a term: the product and the term in months.' },
  ],
  listens: [
    { name: 'lto:location-change', as: 'follows', description: "The shopper's zip changed: real-time pricing may depend on it." },
    { name: 'lto:account-change', as: 'follows', description: "Signed in or out (here or in another tab): the monthly price says whether it fits the shopper's Leasing Power, or no longer does." },
  ],
  endpoints: { realTimePricing: "Optional: the terms' prices for the variant and the shopper's zip." },
  markup: { 'markup.html': 'the active term on the monthly schedule' },
});
