import { expect, it } from 'vitest';
import { argTypesOf } from './arg-types';

it("documents a tag's attributes, events and custom properties, with controls only for the args the story passes", () => {
  const argTypes = argTypesOf('lto-carousel', ['label']);
  expect(argTypes['label']).toMatchObject({ name: 'label', control: { type: 'text' }, table: { category: 'attributes' } });
  expect(argTypes['heading']).toMatchObject({ name: 'heading', control: false, options: ['2', '3', '4', 'none'] });
  expect(argTypes['--lto-carousel-item']).toMatchObject({ control: false, table: { category: 'CSS custom properties', defaultValue: { summary: '192px' } } });
});

it('gives an event the widget both dispatches and follows one row each', () => {
  const argTypes = argTypesOf('lto-compare-bar');
  expect(argTypes['lto:compare-change']).toMatchObject({ table: { category: 'events' }, description: expect.stringMatching(/^Dispatched from the element/) });
  expect(argTypes['lto:compare-change (follows)']).toMatchObject({ table: { category: 'events' }, description: expect.stringMatching(/^Followed/) });
});
