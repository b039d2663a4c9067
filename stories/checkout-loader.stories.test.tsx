import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as loaderStories from './checkout-loader.stories';

setProjectAnnotations(preview);

const stories = composeStories(loaderStories);

// SPEC 9.6's wording and our Spanish, pinned here rather than read from the catalogues.
const PROCESSING = 'We are processing your request.';
const PROCESANDO = 'Estamos procesando tu solicitud.';

const overlay = () => document.querySelector('.lto-checkout-loader__overlay');
const politely = () => document.querySelector('[data-lto-live-region="polite"]');

describe('checkout loader stories', () => {
  test.each([
    ['Default', stories.Default, `${PROCESSING} Only a few steps left and your order will be complete!`],
    ['DefaultEs', stories.DefaultEs, `${PROCESANDO} ¡Solo faltan unos pasos para completar tu pedido!`],
    ['KbaSuccess', stories.KbaSuccess, "Success! Your identity was verified. Let's finalize your order."],
    ['KbaSuccessEs', stories.KbaSuccessEs, '¡Listo! Verificamos tu identidad. Terminemos tu pedido.'],
    ['NonCheckout', stories.NonCheckout, PROCESSING],
    ['NonCheckoutEs', stories.NonCheckoutEs, PROCESANDO],
    [
      'DocVerifyProcessing',
      stories.DocVerifyProcessing,
      'We are processing your submission. We are analyzing your document. Verification can take up to 1-2 minutes. Please do not exit this page until verification is complete.',
    ],
    [
      'DocVerifyProcessingEs',
      stories.DocVerifyProcessingEs,
      'Estamos procesando tus documentos. Estamos analizando tu documento. La verificación puede tardar de 1 a 2 minutos. No salgas de esta página hasta que termine la verificación.',
    ],
    ['DocVerifySuccess', stories.DocVerifySuccess, "Success! Your documents were successfully verified. Let's finalize your order."],
    ['DocVerifySuccessEs', stories.DocVerifySuccessEs, '¡Listo! Tus documentos se verificaron correctamente. Terminemos tu pedido.'],
    ['GenericLoading', stories.GenericLoading, 'Loading…'],
    ['GenericLoadingEs', stories.GenericLoadingEs, 'Cargando…'],
  ] as const)('%s: the texts on the overlay, said to screen readers, the form behind inert', async (_, story, said) => {
    await story.run();
    // On screen the title and the text are two paragraphs; said together with a space between.
    expect([...overlay()!.querySelectorAll('p')].map((p) => p.textContent).join(' ')).toBe(said);
    await waitFor(() => expect(politely()).toHaveTextContent(said));
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  });

  test('Hidden: nothing drawn, the form usable', async () => {
    await stories.Hidden.run();
    expect(overlay()).toBeNull();
    expect(document.querySelector('form')).not.toHaveAttribute('inert');
  });
});
