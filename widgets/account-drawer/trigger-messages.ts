/** The header trigger's label (SPEC 2.5), on every page with the drawer: only these two words. */
export const triggerMessages = {
  en: { 'account.signIn': 'Sign In', 'account.account': 'Account' },
  es: { 'account.signIn': 'Iniciar sesión', 'account.account': 'Cuenta' },
};
