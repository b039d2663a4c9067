import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/*
 * For tests: the links a shopper uses on a listing, looked for where they are drawn. A role query
 * with a name computes the name and styles of every candidate, which the test's DOM works out
 * afresh after each change of the page, and each of the listing's tiles holds a link (a query of
 * the whole page cost a third of a second of a test's time).
 */

/** 'Load more' (or its Spanish), in its row. */
export const moreLink = (name = 'Load more') => {
  const row = document.querySelector<HTMLElement>('lto-product-grid [data-lto-grid-more-row]');
  expect(row, "the listing's 'Load more' row").not.toBeNull();
  return within(row!).getByRole('link', { name });
};

/** The link of the refinement `name`, in the listing's 'Refine by' navigation (or its Spanish). */
export const refinement = (name: string | RegExp, navigation = 'Refine by') => within(screen.getByRole('navigation', { name: navigation })).getByRole('link', { name });
