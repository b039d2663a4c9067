import { describe, expect, it } from 'vitest';
import { GENERIC_SUBCAT, readSubcatids, subcatidsParam, toggleSubcatid } from './subcatids';

describe('subcatids (SPEC 2.6 brand landing pages)', () => {
  it('reads a pipe-separated list in the order chosen, without blanks, repeats, 0 or generic', () => {
    expect(readSubcatids('sofa|recliner')).toEqual(['sofa', 'recliner']);
    expect(readSubcatids(' sofa ||recliner|sofa|0|generic')).toEqual(['sofa', 'recliner']);
    expect(readSubcatids('0')).toEqual([]);
    expect(readSubcatids('')).toEqual([]);
    expect(readSubcatids(null)).toEqual([]);
    expect(readSubcatids(undefined)).toEqual([]);
  });

  it('adds an id that is not chosen at the end of the list', () => {
    expect(toggleSubcatid([], 'sofa')).toEqual(['sofa']);
    expect(toggleSubcatid(['sofa'], 'recliner')).toEqual(['sofa', 'recliner']);
  });

  it('removes an id that is chosen, wherever it is', () => {
    expect(toggleSubcatid(['sofa', 'recliner', 'ottoman'], 'recliner')).toEqual(['sofa', 'ottoman']);
    expect(toggleSubcatid(['sofa'], 'sofa')).toEqual([]);
  });

  it('empties the list for the generic value', () => {
    expect(toggleSubcatid(['sofa', 'recliner'], GENERIC_SUBCAT)).toEqual([]);
    expect(toggleSubcatid([], GENERIC_SUBCAT)).toEqual([]);
  });

  it('never adds what is no id (blank, 0, a list of its own)', () => {
    expect(toggleSubcatid(['sofa'], '0')).toEqual(['sofa']);
    expect(toggleSubcatid(['sofa'], ' ')).toEqual(['sofa']);
    expect(toggleSubcatid(['sofa'], 'recliner|ottoman')).toEqual(['sofa']);
  });

  it('appends nothing for an empty list or 0, else the ids joined by |', () => {
    expect(subcatidsParam([])).toBeUndefined();
    expect(subcatidsParam(['0'])).toBeUndefined();
    expect(subcatidsParam(['sofa', 'recliner'])).toBe('sofa|recliner');
    expect(new URLSearchParams({ subcatids: subcatidsParam(['sofa', 'recliner'])! }).toString()).toBe('subcatids=sofa%7Crecliner');
  });
});
