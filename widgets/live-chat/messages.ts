import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-live-chat> (SPEC 2.2 names the chat, not its words: these are ours). */
export const messages = withCoreMessages({
  en: {
    'liveChat.launcher': 'Chat with us',
    'liveChat.title': 'Chat with us',
    'liveChat.close': 'Close',
    'liveChat.closeLabel': 'Close chat',
    'liveChat.connecting': 'Connecting you to our team…',
    'liveChat.consent': 'The chat starts once you accept cookies on this site.',
    'liveChat.failed': 'The chat is not available right now.',
    'liveChat.retry': 'Try again',
    'liveChat.contactUs': 'Contact us instead',
    'liveChat.log': 'Conversation',
    'liveChat.agent': 'Agent:',
    'liveChat.you': 'You:',
    'liveChat.typing': 'Agent is typing…',
    'liveChat.message': 'Your message',
    'liveChat.send': 'Send',
    'liveChat.sendFailed': 'Your message was not sent. Please try again.',
    'liveChat.ended': 'You signed out, so this chat has ended.',
    'liveChat.restart': 'Start a new chat',
  },
  es: {
    'liveChat.launcher': 'Chatea con nosotros',
    'liveChat.title': 'Chatea con nosotros',
    'liveChat.close': 'Cerrar',
    'liveChat.closeLabel': 'Cerrar chat',
    'liveChat.connecting': 'Te estamos conectando con nuestro equipo…',
    'liveChat.consent': 'El chat comienza cuando aceptes las cookies de este sitio.',
    'liveChat.failed': 'El chat no está disponible en este momento.',
    'liveChat.retry': 'Intentar de nuevo',
    'liveChat.contactUs': 'Contáctanos por otro medio',
    'liveChat.log': 'Conversación',
    'liveChat.agent': 'Agente:',
    'liveChat.you': 'Tú:',
    'liveChat.typing': 'El agente está escribiendo…',
    'liveChat.message': 'Tu mensaje',
    'liveChat.send': 'Enviar',
    'liveChat.sendFailed': 'Tu mensaje no se envió. Inténtalo de nuevo.',
    'liveChat.ended': 'Cerraste sesión, así que este chat terminó.',
    'liveChat.restart': 'Iniciar un chat nuevo',
  },
});

export type MessageKey = keyof typeof messages.en;
