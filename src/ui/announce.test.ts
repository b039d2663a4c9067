import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce } from './announce';

const politeRegions = () => [...document.querySelectorAll<HTMLElement>('[aria-live="polite"]')];
const assertiveRegions = () => [...document.querySelectorAll<HTMLElement>('[aria-live="assertive"]')];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('announce', () => {
  it('says the message in a polite status region after a short delay', () => {
    announce('Harbor Sofa added to compare.');

    const [region] = politeRegions();
    expect(politeRegions()).toHaveLength(1);
    expect(region!.getAttribute('role')).toBe('status');
    expect(region!.textContent).toBe('');

    vi.advanceTimersByTime(50);

    expect(region!.textContent).toBe('Harbor Sofa added to compare.');
  });

  it('reuses the one polite region for every message', () => {
    announce('Harbor Sofa added to compare.');
    vi.advanceTimersByTime(50);
    const first = politeRegions()[0];

    vi.advanceTimersByTime(2000);
    announce('Compare list cleared.');
    vi.advanceTimersByTime(50);

    expect(politeRegions()).toHaveLength(1);
    expect(politeRegions()[0]).toBe(first);
    expect(first!.textContent).toBe('Compare list cleared.');
  });

  it('says messages that come within a second of each other together, in order, so none is lost', () => {
    announce('Beige selected. The product details are updated.');
    vi.advanceTimersByTime(300);
    announce('Available on back order');
    const region = politeRegions()[0]!;
    expect(region.textContent).toBe('');
    vi.advanceTimersByTime(50);
    expect(region.textContent).toBe('Beige selected. The product details are updated. Available on back order');

    vi.advanceTimersByTime(1500);
    announce('Gray selected. The product details are updated.');
    vi.advanceTimersByTime(50);
    expect(region.textContent).toBe('Gray selected. The product details are updated.');
  });

  it('joins messages to a burst for a second from its first one only: a message every 0.6 s is not said again with each next one', () => {
    const region = (announce('Showing 20 results'), politeRegions()[0]!);
    vi.advanceTimersByTime(600);
    announce('Showing 12 results');
    vi.advanceTimersByTime(600);
    announce('Showing 3 results');
    vi.advanceTimersByTime(50);
    expect(region.textContent).toBe('Showing 3 results');
  });

  it('says a count brought up to date within a burst once, at its new value, in its new place', () => {
    for (const message of ['Showing 40 of 110 results', 'Beige selected.', 'Showing 60 of 110 results']) {
      announce(message);
      vi.advanceTimersByTime(300);
    }
    expect(politeRegions()[0]!.textContent).toBe('Beige selected. Showing 60 of 110 results');
  });

  it('writes a burst once: two messages within the delay are not said one by one', () => {
    const region = (announce('first'), politeRegions()[0]!);
    const written: string[] = [];
    new MutationObserver(() => region.textContent && written.push(region.textContent)).observe(region, { childList: true, characterData: true, subtree: true });
    announce('second');
    vi.advanceTimersByTime(100);
    return Promise.resolve().then(() => expect(written).toEqual(['first second']));
  });

  it('clears the region before saying the same text again, so it is heard twice', () => {
    announce('Compare list cleared.');
    vi.advanceTimersByTime(50);
    const region = politeRegions()[0]!;

    announce('Compare list cleared.');
    expect(region.textContent).toBe('');
    vi.advanceTimersByTime(50);

    expect(region.textContent).toBe('Compare list cleared.');
  });

  it('takes a message back: not said while it waits, the others of its burst still are', () => {
    const takeBack = announce('We are processing your request.');
    announce('Harbor Sofa added to compare.');
    takeBack();
    vi.advanceTimersByTime(50);
    expect(politeRegions()[0]!.textContent).toBe('Harbor Sofa added to compare.');
  });

  it('takes a message said alone out of the region, and leaves a later burst alone', () => {
    const takeBack = announce('We are processing your request.');
    vi.advanceTimersByTime(50);
    expect(politeRegions()[0]!.textContent).toBe('We are processing your request.');
    takeBack();
    expect(politeRegions()[0]!.textContent).toBe('');

    const late = announce('We are processing your request.');
    vi.advanceTimersByTime(1500);
    announce('Harbor Sofa added to compare.');
    vi.advanceTimersByTime(50);
    late();
    expect(politeRegions()[0]!.textContent).toBe('Harbor Sofa added to compare.');
  });

  it('keeps the region out of sight without any stylesheet', () => {
    announce('Harbor Sofa added to compare.');

    const region = politeRegions()[0]!;
    expect(region.style.position).toBe('absolute');
    expect(region.style.width).toBe('1px');
    expect(region.style.height).toBe('1px');
    expect(region.style.overflow).toBe('hidden');
  });

  it('says assertive messages in a separate alert region', () => {
    announce('Harbor Sofa added to compare.');
    announce('Sorry, something went wrong. Please try again.', 'assertive');
    vi.advanceTimersByTime(50);

    expect(politeRegions()).toHaveLength(1);
    expect(assertiveRegions()).toHaveLength(1);
    const assertive = assertiveRegions()[0]!;
    expect(assertive).not.toBe(politeRegions()[0]);
    expect(assertive.getAttribute('role')).toBe('alert');
    expect(assertive.textContent).toBe('Sorry, something went wrong. Please try again.');
    expect(politeRegions()[0]!.textContent).toBe('Harbor Sofa added to compare.');
  });

  it('puts a new region on the page when the old one was removed', () => {
    announce('first');
    vi.advanceTimersByTime(50);
    document.body.innerHTML = '';

    announce('second');
    vi.advanceTimersByTime(50);

    expect(politeRegions()).toHaveLength(1);
    expect(politeRegions()[0]!.textContent).toBe('second');
  });
});
