import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field, type FieldProps } from './Field';

const CLASSES = { field: 'row', invalid: 'row--error', label: 'row__label', description: 'row__hint', error: 'row__error' };

/** A zip field whose error shows on focus-out of a wrong value, as our forms' rule has it. */
function Zip(props: Partial<Omit<FieldProps, 'children'>>) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form>
      <Field label="Zip code" error={error} classes={CLASSES} {...props}>
        {(control) => (
          <input
            {...control}
            name="zip"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => setError(/^\d{5}$/.test(value) ? undefined : 'Enter a 5-digit zip code.')}
          />
        )}
      </Field>
      <button type="submit">Go</button>
    </form>
  );
}

const zip = () => screen.getByRole('textbox', { name: 'Zip code' });

describe('Field', () => {
  it('labels its control with the visible label, and is neither invalid nor described while all is well', () => {
    const { container } = render(<Zip />);
    expect(zip()).toHaveAttribute('name', 'zip');
    expect(zip()).not.toHaveAttribute('aria-invalid');
    expect(zip()).not.toHaveAttribute('aria-describedby');
    expect(container.querySelector('.row')).not.toHaveClass('row--error');
    expect(container.querySelector('.row__error')).toBeNull();
  });

  it('marks the control invalid and described by its error text while the error shows, and the row in error', async () => {
    const { container } = render(<Zip />);
    await userEvent.type(zip(), '123');
    await userEvent.tab();
    expect(zip()).toHaveAttribute('aria-invalid', 'true');
    expect(zip()).toHaveAccessibleDescription('Enter a 5-digit zip code.');
    expect(container.querySelector('.row')).toHaveClass('row', 'row--error');
    await userEvent.type(zip(), '45');
    await userEvent.tab();
    expect(zip()).not.toHaveAttribute('aria-invalid');
    expect(zip()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Enter a 5-digit zip code.')).toBeNull();
  });

  it('is described by its description, then by the error first when one shows, and by texts outside it', async () => {
    render(
      <>
        <Zip description="5 digits" describedBy="form-problem" />
        <p id="form-problem">We could not look it up.</p>
      </>,
    );
    expect(zip()).toHaveAccessibleDescription('5 digits We could not look it up.');
    await userEvent.type(zip(), '1');
    await userEvent.tab();
    expect(zip()).toHaveAccessibleDescription('Enter a 5-digit zip code. 5 digits We could not look it up.');
  });

  it('draws label, control, extra, description and error in that order; a floating label after its control', () => {
    const outline = (labelAfter: boolean) => {
      const { container, unmount } = render(
        <Field label="Notes" description="250 characters left" error="Too long" classes={CLASSES} labelAfter={labelAfter} extra={(control) => <button type="button" aria-controls={control.id}>Clear</button>}>
          {(control) => <textarea {...control} />}
        </Field>,
      );
      const parts = [...container.querySelector('.row')!.children].map((element) => element.localName);
      unmount();
      return parts;
    };
    expect(outline(false)).toEqual(['label', 'textarea', 'button', 'p', 'p']);
    expect(outline(true)).toEqual(['textarea', 'label', 'button', 'p', 'p']);
  });

  it('without a row class, puts its parts straight into the parent (a form laid out by its own CSS)', () => {
    const { container } = render(
      <form>
        <Field label="Zip code" error="Wrong" classes={{ label: 'zip__label', error: 'zip__error' }}>
          {(control) => (
            <div className="zip__row">
              <input {...control} />
              <button type="submit">Search</button>
            </div>
          )}
        </Field>
      </form>,
    );
    expect([...container.querySelector('form')!.children].map((element) => element.className)).toEqual(['zip__label', 'zip__row', 'zip__error']);
    expect(zip()).toHaveAccessibleDescription('Wrong');
  });
});
