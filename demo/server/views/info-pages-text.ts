import type { Lang } from '../site.js';

/** The content pages of SPEC 2.1 and the contest page, in English and Spanish (demo wording). */
export interface InfoPage {
  title: string;
  paragraphs: string[];
}

export type InfoPageKey = 'privacyPolicy' | 'sweepstakesRules' | 'emergencyMessage' | 'covidUpdates';

const PAGES: Record<Lang, Record<InfoPageKey, InfoPage>> = {
  en: {
    privacyPolicy: {
      title: 'Privacy policy',
      paragraphs: [
        'We collect the information you give us when you lease, sign up for offers or contact us, and use it to serve you and to tell you about offers you asked for.',
        'You can unsubscribe from emails with the link at the bottom of each one, and from text messages by replying STOP.',
        'This is a demo store: nothing you type here leaves this computer.',
      ],
    },
    sweepstakesRules: {
      title: 'Sweepstakes official rules',
      paragraphs: [
        'No purchase or lease necessary. A purchase or lease does not improve your chances of winning.',
        'Open to legal residents of the United States and Canada who are 18 or older. One entry per email address.',
        'The winner is drawn at random from all eligible entries and notified by email.',
      ],
    },
    emergencyMessage: {
      title: 'Important notice',
      paragraphs: [
        'Some of our stores may have shorter hours because of severe weather in their area.',
        'Please check your store\u2019s page before you visit. Lease payments can still be made online at any time.',
      ],
    },
    covidUpdates: {
      title: 'COVID-19 updates',
      paragraphs: [
        'Our stores are open with extra cleaning between visits.',
        'Contact-free delivery is available on every order: ask your store when you schedule it.',
      ],
    },
  },
  es: {
    privacyPolicy: {
      title: 'Política de privacidad',
      paragraphs: [
        'Recopilamos la información que nos das al arrendar, suscribirte a nuestras ofertas o contactarnos, y la usamos para atenderte y enviarte las ofertas que pediste.',
        'Puedes cancelar la suscripción a los correos con el enlace al final de cada uno, y a los mensajes de texto respondiendo STOP.',
        'Esta es una tienda de demostración: nada de lo que escribas aquí sale de esta computadora.',
      ],
    },
    sweepstakesRules: {
      title: 'Reglas oficiales del sorteo',
      paragraphs: [
        'No es necesario comprar ni arrendar. Comprar o arrendar no aumenta tus probabilidades de ganar.',
        'Abierto a residentes legales de Estados Unidos y Canadá mayores de 18 años. Una participación por correo electrónico.',
        'El ganador se elige al azar entre todas las participaciones válidas y se le avisa por correo electrónico.',
      ],
    },
    emergencyMessage: {
      title: 'Aviso importante',
      paragraphs: [
        'Algunas de nuestras tiendas pueden tener un horario reducido por mal tiempo en su zona.',
        'Consulta la página de tu tienda antes de visitarla. Puedes seguir haciendo tus pagos en línea en cualquier momento.',
      ],
    },
    covidUpdates: {
      title: 'Novedades sobre el COVID-19',
      paragraphs: [
        'Nuestras tiendas están abiertas y se limpian a fondo entre visitas.',
        'La entrega sin contacto está disponible en todos los pedidos: pídela a tu tienda al programarla.',
      ],
    },
  },
};

const CONTEST = {
  en: {
    title: 'Win a living room makeover',
    /** `prize`: in the site's dollars (C$ in Canada, SPEC 9.1). */
    intro: (prize: string) => `Enter for a chance to win a ${prize} living room set. One entry per email address.`,
    rulesLink: 'Official rules',
    signMeUpHeading: 'Get our offers',
    signMeUpIntro: 'Sign up for emails about new arrivals and deals.',
    emailLabel: 'Email address',
    signMeUpButton: 'Sign me up',
  },
  es: {
    title: 'Gana una sala nueva',
    intro: (prize: string) => `Participa para ganar un juego de sala de ${prize}. Una participación por correo electrónico.`,
    rulesLink: 'Reglas oficiales',
    signMeUpHeading: 'Recibe nuestras ofertas',
    signMeUpIntro: 'Suscríbete para recibir correos sobre novedades y ofertas.',
    emailLabel: 'Correo electrónico',
    signMeUpButton: 'Suscribirme',
  },
} satisfies Record<Lang, unknown>;

export const infoPageText = (lang: Lang, key: InfoPageKey): InfoPage => PAGES[lang][key];
export const contestText = (lang: Lang) => CONTEST[lang];

/** The footer's links to the pages above and its sign-up headings. */
const FOOTER = {
  en: { privacyPolicy: 'Privacy policy', sweepstakesRules: 'Sweepstakes rules', emergencyMessage: 'Important notice', covidUpdates: 'COVID-19 updates', contest: 'Enter our contest', signups: 'Stay in touch' },
  es: { privacyPolicy: 'Política de privacidad', sweepstakesRules: 'Reglas del sorteo', emergencyMessage: 'Aviso importante', covidUpdates: 'Novedades sobre el COVID-19', contest: 'Participa en el sorteo', signups: 'Mantente al día' },
} satisfies Record<Lang, unknown>;

export const footerLinkText = (lang: Lang) => FOOTER[lang];
