import type { Lang } from '../site.js';

/** The demo's own texts of /demo/analytics (issue 21): a page for merchandisers, in the site's language. */
const en = {
  title: 'Analytics records',
  intro: (kept: number) =>
    `What the demo's stand-in tag manager received from the storefront's pages, newest first (the latest ${kept} of all three sites).`,
  on: 'The tag manager is on for this browser on this site (ISGTMENABLE): its pages load it and their records arrive here.',
  off: 'The tag manager is off for this browser on this site (ISGTMENABLE, off by default): its pages load none and record nothing.',
  turnOn: 'Turn the tag manager on',
  turnOff: 'Turn the tag manager off',
  asJson: 'These records as JSON',
  clear: 'Delete all records',
  none: 'No records yet.',
  received: 'Received',
  site: 'Site',
  page: 'Page',
};

export type AnalyticsText = typeof en;

const es: AnalyticsText = {
  title: 'Registros de analítica',
  intro: (kept: number) =>
    `Lo que recibió el administrador de etiquetas de prueba de las páginas de la tienda, primero lo más reciente (los últimos ${kept} de los tres sitios).`,
  on: 'El administrador de etiquetas está activado para este navegador en este sitio (ISGTMENABLE): sus páginas lo cargan y sus registros llegan aquí.',
  off: 'El administrador de etiquetas está desactivado para este navegador en este sitio (ISGTMENABLE, desactivado de forma predeterminada): sus páginas no lo cargan ni registran nada.',
  turnOn: 'Activar el administrador de etiquetas',
  turnOff: 'Desactivar el administrador de etiquetas',
  asJson: 'Estos registros en JSON',
  clear: 'Borrar todos los registros',
  none: 'Todavía no hay registros.',
  received: 'Recibido',
  site: 'Sitio',
  page: 'Página',
};

const BY_LANG: Record<Lang, AnalyticsText> = { en, es };

export const analyticsText = (lang: Lang): AnalyticsText => BY_LANG[lang];
