import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as chatStories from './live-chat.stories';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(chatStories);

describe('live chat stories', () => {
  test.each([
    ['Launcher', stories.Launcher, 'Chat with us'],
    ['LauncherEs', stories.LauncherEs, 'Chatea con nosotros'],
  ] as const)('%s: a button, closed, in the page language, and no chat script on the page', async (_, story, name) => {
    await story.run();
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('script[src*="chat"]')).toBeNull();
  });

  test.each([
    ['WaitingForConsent', stories.WaitingForConsent, 'The chat starts once you accept cookies on this site.'],
    ['WaitingForConsentEs', stories.WaitingForConsentEs, 'El chat comienza cuando aceptes las cookies de este sitio.'],
  ] as const)('%s: says it waits for consent and loads nothing', async (_, story, text) => {
    await story.run();
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(document.querySelector('script[src*="chat"]')).toBeNull();
  });

  test.each([
    ['Connecting', stories.Connecting, 'Chat with us', 'Connecting you to our team…'],
    ['ConnectingEs', stories.ConnectingEs, 'Chatea con nosotros', 'Te estamos conectando con nuestro equipo…'],
  ] as const)('%s', async (_, story, name, text) => {
    await story.run();
    expect(within(screen.getByRole('dialog', { name })).getByRole('status')).toHaveTextContent(text);
  });

  test.each([
    ['Conversation', stories.Conversation, 'Conversation', 'You: When will my sofa arrive?', 'Agent: Most orders'],
    ['ConversationEs', stories.ConversationEs, 'Conversación', 'Tú: ¿Cuándo llega mi sofá?', 'Agente: La mayoría'],
  ] as const)('%s: the greeting, the message and the reply', async (_, story, log, mine, reply) => {
    await story.run();
    await waitFor(() => expect(screen.getByRole('log', { name: log })).toHaveTextContent(reply));
    expect(screen.getByRole('log', { name: log })).toHaveTextContent(mine);
  });

  test.each([
    ['Unavailable', stories.Unavailable, 'Try again', 'Contact us instead'],
    ['UnavailableEs', stories.UnavailableEs, 'Intentar de nuevo', 'Contáctanos por otro medio'],
  ] as const)('%s: says so, with a retry and the contact page', async (_, story, retry, contact) => {
    await story.run();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('button', { name: retry })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: contact })).toHaveAttribute('href', '/contact-us');
  });

  test.each([
    ['EndedBySignOut', stories.EndedBySignOut, 'You signed out, so this chat has ended.', 'Start a new chat', 'Conversation'],
    ['EndedBySignOutEs', stories.EndedBySignOutEs, 'Cerraste sesión, así que este chat terminó.', 'Iniciar un chat nuevo', 'Conversación'],
  ] as const)('%s: the conversation is gone, the panel says why and offers a new one', async (_, story, ended, restart, log) => {
    await story.run();
    expect(screen.getByRole('status')).toHaveTextContent(ended);
    expect(screen.getByRole('log', { name: log })).toHaveTextContent('');
    expect(screen.getByRole('button', { name: restart })).toBeInTheDocument();
  });
});
