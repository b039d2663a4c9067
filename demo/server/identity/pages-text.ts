import type { Lang } from '../site.js';

/** The identity provider's own pages (pages.ts), in the site's language: the Spanish site's sign-in is Spanish too. */
const en = {
  /** After each page's title in the browser's tab. */
  titleSuffix: 'Lease-to-own sign-in',
  signInTitle: 'Sign in',
  signInHeading: 'Sign in to your account',
  // SPEC's message for a failed sign-in, as the account drawer says it.
  signInFailed: 'Unable to log you in. Please check your email and password and try again.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  errorTitle: 'Sign-in error',
  errorHeading: 'Something went wrong while signing in',
  /** What an error of the provider (its code kept as is) says where the provider gives no words of its own in this language. */
  errorGeneric: 'The sign-in could not go on. Please start again from the store.',
  expired: 'This sign-in has expired. Please start again.',
  cannotContinue: 'This sign-in cannot continue.',
  backToStore: 'Back to the store',
  signOutTitle: 'Sign out',
  signOutHeading: 'Do you want to sign out?',
  signOutYes: 'Yes, sign me out',
  signOutNo: 'No, stay signed in',
  signedOutTitle: 'Signed out',
  signedOutHeading: 'You are signed out',
};

export type IdentityText = typeof en;

const es: IdentityText = {
  titleSuffix: 'Inicio de sesión de arrendamiento con opción a compra',
  signInTitle: 'Iniciar sesión',
  signInHeading: 'Inicia sesión en tu cuenta',
  signInFailed: 'No pudimos iniciar tu sesión. Revisa tu correo electrónico y tu contraseña e inténtalo de nuevo.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  signIn: 'Iniciar sesión',
  errorTitle: 'Error al iniciar sesión',
  errorHeading: 'Algo salió mal al iniciar sesión',
  errorGeneric: 'No se pudo continuar con el inicio de sesión. Vuelve a empezar desde la tienda.',
  expired: 'Este inicio de sesión venció. Vuelve a empezar.',
  cannotContinue: 'Este inicio de sesión no puede continuar.',
  backToStore: 'Volver a la tienda',
  signOutTitle: 'Cerrar sesión',
  signOutHeading: '¿Quieres cerrar sesión?',
  signOutYes: 'Sí, cerrar mi sesión',
  signOutNo: 'No, seguir con la sesión iniciada',
  signedOutTitle: 'Sesión cerrada',
  signedOutHeading: 'Cerraste tu sesión',
};

export const identityText = (lang: Lang): IdentityText => (lang === 'es' ? es : en);
