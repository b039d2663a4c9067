import { whenConsented } from './consent';

/** The platform's markup held back until consent (README: `<template data-lto-after-consent>`). */
const AFTER_CONSENT = 'template[data-lto-after-consent]';

/**
 * Puts each held template's content in place of the template once consent is granted (at once
 * where it already is, or where consent does not apply): a tag manager's loader, say, which must
 * not run before the shopper selects 'I agree' (SPEC 4.1). Scripts in it run as they are inserted.
 * Returns the function that cancels the wait.
 */
export function placeAfterConsent(doc: Document = document): () => void {
  return whenConsented(() => {
    for (const held of doc.querySelectorAll<HTMLTemplateElement>(AFTER_CONSENT)) held.replaceWith(doc.importNode(held.content, true));
  }, doc);
}
