import { afterEach, describe, expect, it } from 'vitest';
import { focusInvalid } from './focus-invalid';

const assertive = () => document.querySelector('[data-lto-live-region="assertive"]')?.textContent ?? '';

describe('focusInvalid', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('moves the focus to the field and says its error, as every form of the site does', async () => {
    document.body.innerHTML = '<button>Submit</button><input aria-label="Zip code">';
    const field = document.querySelector('input')!;
    document.querySelector('button')!.focus();
    focusInvalid(field, 'Please enter a valid 5-digit zip code.');
    expect(field).toHaveFocus();
    await new Promise((done) => setTimeout(done, 150));
    expect(assertive()).toContain('Please enter a valid 5-digit zip code.');
  });

  it('says the error of a field that has the focus already (Enter pressed in it), which focus() would not read again', async () => {
    document.body.innerHTML = '<input aria-label="Zip code">';
    const field = document.querySelector('input')!;
    field.focus();
    focusInvalid(field, 'Please enter a valid 5-digit zip code.');
    expect(field).toHaveFocus();
    await new Promise((done) => setTimeout(done, 150));
    expect(assertive()).toContain('Please enter a valid 5-digit zip code.');
  });

  it('says only the newer error when a second failed submit comes before the first was read, not one no longer true', async () => {
    document.body.innerHTML = '<input aria-label="Email">';
    const field = document.querySelector('input')!;
    focusInvalid(field, 'Fill in this field.');
    focusInvalid(field, 'Please enter a valid email address.');
    await new Promise((done) => setTimeout(done, 150));
    expect(assertive()).toBe('Please enter a valid email address.');
  });
});
