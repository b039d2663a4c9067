import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { translator } from '../../src/core/i18n';
import { announce } from '../../src/ui/announce';
import { Field } from '../../src/ui/Field';
import { useFieldError } from '../../src/ui/use-field-error';
import { useOneRequest } from '../../src/ui/use-one-request';
import { validPassword, validUsername } from './credentials';
import { messages } from './messages';

/** The drawer's own field classes (account-drawer.css). */
const CLASSES = { field: 'lto-account-drawer__field', error: 'lto-account-drawer__error' };

export interface CredentialsFormProps {
  kind: 'login' | 'register';
  /** The form's action, for the form itself: the password must never end up in an address. */
  action: string | undefined;
  csrfToken: string;
  submitLabel: string;
  busyLabel: string;
  /** Sends the form; resolves to the failure text to show, or undefined when it worked. */
  send(username: string, password: string): Promise<string | undefined>;
  children?: ReactNode;
}

/**
 * Username (e-mail) and password with a show/hide toggle and the hidden CSRF token: the login and
 * register forms (SPEC 2.5, 3.4, 5.3). Errors show on focus-out and submit; a failed submit sends
 * focus to the first invalid field; a second click while sending sends nothing; a failure keeps
 * what was typed.
 */
export function CredentialsForm({ kind, action, csrfToken, submitLabel, busyLabel, send, children }: CredentialsFormProps) {
  const t = translator(messages);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [reveal, setReveal] = useState(false);
  const [failure, setFailure] = useState<string>();
  const request = useOneRequest();
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const usernameError = useFieldError(validUsername);
  const passwordError = useFieldError(validPassword);
  const failureId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isBusy()) return;
    const name = username.trim();
    setUsername(name);
    const nameOk = usernameError.check(name);
    const passwordOk = passwordError.check(password);
    if (!nameOk || !passwordOk) {
      (nameOk ? passwordInput : usernameInput).current?.focus();
      announce(nameOk ? t('account.invalidPassword') : t('account.invalidEmail'), 'assertive');
      return;
    }
    setFailure(undefined);
    const problem = await request.run(() => send(name, password));
    if (problem) setFailure(problem);
  };

  const failed = failure ? failureId : undefined;

  return (
    <form className="lto-account-drawer__form" method="post" action={action} noValidate aria-busy={request.busy || undefined} onSubmit={(event) => void submit(event)}>
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <Field label={t('account.username')} error={usernameError.shown ? t('account.invalidEmail') : undefined} describedBy={failed} classes={CLASSES}>
        {(control) => (
          <input
            ref={usernameInput}
            {...control}
            name="username"
            type="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              usernameError.onChange(event.target.value);
            }}
            onBlur={() => {
              setUsername(username.trim());
              usernameError.onBlur(username);
            }}
          />
        )}
      </Field>
      <Field label={t('account.password')} error={passwordError.shown ? t('account.invalidPassword') : undefined} describedBy={failed} classes={CLASSES}>
        {(control) => (
          <div className="lto-account-drawer__password">
            <input
              ref={passwordInput}
              {...control}
              name="password"
              type={reveal ? 'text' : 'password'}
              autoComplete={kind === 'login' ? 'current-password' : 'new-password'}
              spellCheck={false}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                passwordError.onChange(event.target.value);
              }}
              onBlur={() => passwordError.onBlur(password)}
            />
            <button type="button" className="lto-button lto-button--link lto-account-drawer__reveal" aria-controls={control.id} onClick={() => setReveal(!reveal)}>
              {reveal ? t('account.hidePassword') : t('account.showPassword')}
            </button>
          </div>
        )}
      </Field>
      <button type="submit" className="lto-button lto-button--primary lto-account-drawer__submit" aria-disabled={request.busy || undefined}>
        {request.busy ? busyLabel : submitLabel}
      </button>
      <p id={failureId} className="lto-account-drawer__failure" role="alert">
        {failure ?? ''}
      </p>
      {children}
    </form>
  );
}
