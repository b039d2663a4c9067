import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-zip-modal',
  summary: 'Set my location: the zip form or the browser location, in a modal dialog.',
  dispatches: [
    {
      name: 'lto:location-change',
      from: 'element',
      detail: '{ zip: string | undefined; storeId: string | undefined }',
      description: 'The server took a new location: the zip and the preferred store now.',
    },
  ],
  listens: [{ name: 'lto:zip-modal-open', as: 'command', detail: 'null', description: 'Dispatched anywhere in the document: the modal opens.' }],
  endpoints: {
    zipcodeSearch: "The zip form's action; without it the modal never opens and marked links keep their href.",
    findstorebylatlang: "'Use my location': the stores near the browser's location; without it and findstoresfallbackfunction the option is not offered.",
    findstoresfallbackfunction: "'Use my location' when the browser's location is denied or fails.",
  },
  markup: { 'markup.html': 'empty on purpose: the modal shows nothing until it is opened' },
  openers: '[data-lto-zip-modal], lto-zip-banner',
});
