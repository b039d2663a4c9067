/**
 * Shows the listing at `address` the way a refinement link of the listing does (README
 * "Behaviour"): a click on a link marked `data-lto-grid-link`, put in the widget for the moment of
 * the click. Inside a drawn <lto-product-grid> the grid reloads its results in place (widgets
 * never import each other: this is the grid's markup contract); anywhere else the link is followed
 * and the listing comes as a page.
 */
export function followAsGridLink(element: HTMLElement, address: string): void {
  const link = element.ownerDocument.createElement('a');
  link.href = address;
  link.hidden = true;
  link.setAttribute('data-lto-grid-link', '');
  element.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
