import { tlsWarningState } from './tls-warning-cookie';

/**
 * Loaded by the autoloader after the page's load event, only where the server wrote the tag: for
 * the old browsers of SPEC 9.8 (README). It loads the check unless dw_TLSWarning says the browser
 * was found fine.
 */
export default function wake(): boolean {
  return tlsWarningState() !== 'fine';
}
