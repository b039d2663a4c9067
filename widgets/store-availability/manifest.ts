import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-store-availability',
  summary: 'The stores near the shopper that have the product, and choosing a preferred store.',
  dispatches: [
    {
      name: 'lto:location-change',
      from: 'element',
      detail: '{ zip: string | undefined; storeId: string | undefined }',
      description: 'The shopper set a zip or chose a store: the zip and the preferred store now.',
    },
  ],
  listens: [
    { name: 'lto:variant-change', as: 'follows', description: 'Another variant was chosen: the list is for the shown product.' },
    { name: 'lto:location-change', as: 'follows', description: "The shopper's zip or store changed elsewhere on the page: the list is for it." },
  ],
  endpoints: {
    storesInventory: "The product's status at the stores near a zip (JSON); without it the server markup stays.",
    setZipCode: "Records the shopper's zip on the server.",
    setPreferredStore: "Records the shopper's preferred store on the server.",
    storeDetails: 'A pattern such as `/stores/{storeId}`: the store details links; without it there are none.',
    storeLocator: "The store locator the actions link to; without it they link to '#'.",
  },
  markup: { 'markup.html': 'without a zip', 'markup-zip.html': 'with a zip: the stores near it' },
});
