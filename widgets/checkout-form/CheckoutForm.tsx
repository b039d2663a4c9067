import { useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { CHECKOUT_STEP_COMPLETE_EVENT } from '../../src/contracts/checkout-step-events';
import { formCsrfToken } from '../../src/core/csrf';
import { emit } from '../../src/core/events';
import { getConfig } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { announce } from '../../src/ui/announce';
import { isPosted, startingCard, textName } from '../../src/validation/checkout-layout';
import { CsrfField } from '../../src/ui/CsrfField';
import { BirthDateCalendar } from './BirthDateCalendar';
import { canPay, readCards } from './cards';
import type { attributes } from './element';
import { CheckoutField, type FieldHandle } from './CheckoutField';
import { layoutFor } from './layout';
import { messages, type MessageKey } from './messages';
import { selectOptions } from './options';
import { initialValues, type FormValues } from './prefill';
import { NEW_CARD, stepRules, type Country } from './rules';
import { SavedCards } from './SavedCards';
import { STEPS } from './steps';
import { playStatuses, showStatus } from './status';
import { postStep } from './submit';

type Phase = 'editing' | 'sending' | 'leaving';
/** What the box at the top says: the server refused fields, could not save, or the session expired. */
type Problem = 'invalid' | 'server' | 'session';
const PROBLEM_TEXT = { invalid: 'checkout.invalid', server: 'checkout.failed', session: 'checkout.session' } as const;

/** The `errors` attribute's field → message key pairs whose key is text. */
const readErrors = (errors: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

/** Fields whose rule reads others: a filled one is checked again when those change (SPEC 5.2 confirm e-mail). */
const DEPENDS_ON: Record<string, readonly string[]> = {
  confirmemail: ['email'],
  dateOfBirthDay: ['dateOfBirthMonth', 'dateOfBirthYear'],
  dateOfBirthYear: ['dateOfBirthMonth', 'dateOfBirthDay'],
};


/**
 * One checkout step's form (SPEC 2.11, 3.6, 5): the step's fields as src/validation's step schema
 * lists them, checked on focus-out and on submit, posted with format=ajax; the loader overlay is
 * told what to show through 'lto:checkout-status' events. A failed request keeps every value.
 */
export function CheckoutForm(props: WidgetProps<typeof attributes>) {
  const { step, action, csrfToken } = props;
  const config = getConfig();
  const t = translator(messages);
  const text = (key: string, vars?: Record<string, string | number>) => t(key as MessageKey, vars);

  const country: Country = (props.userCountry.trim().toUpperCase() || config.country) === 'CA' ? 'CA' : 'US';
  const cards = useMemo(() => (step === 'payment' ? readCards(props.savedCards) : []), [step, props.savedCards]);
  const cardIds = useMemo(() => cards.filter(canPay).map((card) => card.id), [cards]);
  const rules = useMemo(() => stepRules(step, { country, preferences: config.preferences, cardIds }), [step, country, config.preferences, cardIds]);

  const [values, setValues] = useState<FormValues>(() => {
    const start = initialValues(new Set([...rules.fields, 'paymentCard']), props.values, props.address, props.userState);
    if (step === 'payment') start['paymentCard'] = startingCard(start['paymentCard'], cardIds);
    return start;
  });
  // A step the platform drew again after a post it refused (without script) shows its errors as drawn.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(() => readErrors(props.errors));
  const [problem, setProblem] = useState<Problem | undefined>(() => (Object.keys(readErrors(props.errors)).length ? 'invalid' : undefined));
  const [phase, setPhase] = useState<Phase>('editing');
  /** A ref, not state: a second click in the same task must already see the first one. */
  const busy = useRef(false);
  const handles = useRef(new Map<string, FieldHandle>());
  const problemBox = useRef<HTMLDivElement>(null);
  /** A failed save moves the focus to its message once the message is drawn. */
  const focusProblem = useRef(false);

  const visible = rules.fields.filter((name) => rules.shown(name, values));
  const sections = layoutFor(visible, { country, t: text, options: selectOptions });
  /** Checked and focused in this order: the saved cards come first on the payment step. */
  const order = cards.length ? ['paymentCard', ...visible] : visible;

  const setValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _dropped, ...rest } = current;
      return rest;
    });
  };

  /** The text shown for an error key: REQUIRED is the row's configured required text (SPEC 5). */
  const errorText = (name: string) => (key: string) => {
    if (key !== 'REQUIRED') return text(key);
    const own = `required.${textName(name)}`;
    return own in messages.en || own in config.resources ? text(own) : text('REQUIRED');
  };

  const announceErrors = (count: number, first: string) =>
    announce(count > 1 ? t('checkout.fixErrors', { count, first }) : t('checkout.fixError', { first }), 'assertive');

  const fail = (reason: 'server' | 'session') => {
    showStatus(null);
    setProblem(reason);
    busy.current = false;
    setPhase('editing');
    focusProblem.current = true;
  };

  // The message is an alert; focus moves there too, so keyboard users start from it. Once drawn:
  // empty, the box is not displayed, and cannot take the focus.
  useLayoutEffect(() => {
    if (!problem || !focusProblem.current) return;
    focusProblem.current = false;
    problemBox.current?.focus();
  }, [problem]);

  /** The first field the server refused takes the focus once its error is drawn (read with it). */
  const focusRefused = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const name = focusRefused.current;
    focusRefused.current = undefined;
    if (name) handles.current.get(name)?.focus();
  }, [serverErrors]);

  // Taken off the page while its step was posted (a template drawn again): the answer changes
  // nothing more, neither the loader nor the address.
  const onPage = () => props.element.isConnected;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const invalid = order.flatMap((name) => {
      const error = handles.current.get(name)?.check();
      return error ? [{ name, error }] : [];
    });
    const first = invalid[0];
    if (first) {
      handles.current.get(first.name)?.focus();
      announceErrors(invalid.length, first.error);
      return;
    }
    busy.current = true;
    setPhase('sending');
    setProblem(undefined);
    setServerErrors({});
    // The order form starts identity verification: the loader's processing state (SPEC 4.9).
    showStatus(step === 'order-form' ? 'DEFAULT' : 'GENERIC_LOADING');
    const posted = (cards.length ? ['paymentCard', ...visible] : visible).filter((name) => isPosted(name, values));
    const payload = Object.fromEntries(posted.filter((name) => values[name]).map((name) => [name, (values[name] ?? '').trim()]));
    const outcome = await postStep(action, { ...rules.hidden(values), ...payload }, formCsrfToken(csrfToken));
    if (!onPage()) return;
    if (outcome.kind === 'failed') return fail(outcome.reason);
    if (outcome.kind === 'invalid') {
      const known = order.filter((name) => outcome.errors[name]);
      if (!known.length) return fail('server');
      showStatus(null);
      setServerErrors(outcome.errors);
      busy.current = false;
      setPhase('editing');
      const name = known[0]!;
      focusRefused.current = name;
      announceErrors(known.length, errorText(name)(outcome.errors[name]!));
      return;
    }
    setPhase('leaving');
    emit(props.element, CHECKOUT_STEP_COMPLETE_EVENT, { step, number: STEPS.indexOf(step) + 1 });
    if (await playStatuses(outcome.loader, onPage)) location.assign(outcome.url);
  };

  const register = (name: string) => (handle: FieldHandle | null) => {
    if (handle) handles.current.set(name, handle);
    else handles.current.delete(name);
  };

  const sending = phase !== 'editing';
  return (
    <form className="lto-checkout-form" method="post" action={action || undefined} noValidate aria-busy={sending || undefined} onSubmit={(event) => void submit(event)}>
      <h2 className="lto-checkout-form__heading">{t(`checkout.heading.${step}`)}</h2>
      <div ref={problemBox} className="lto-checkout-form__problem" role="alert" tabIndex={-1}>
        {problem ? <p>{t(PROBLEM_TEXT[problem])}</p> : null}
      </div>
      <p className="lto-checkout-form__note">{t('checkout.requiredNote')}</p>
      <CsrfField token={csrfToken} />
      {Object.entries(rules.hidden(values)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {cards.length ? (
        <SavedCards
          cards={cards}
          name="paymentCard"
          newCard={NEW_CARD}
          value={values['paymentCard'] ?? ''}
          t={text}
          onValue={setValue}
          validate={(value) => rules.error('paymentCard', { ...values, paymentCard: value })}
          errorText={errorText('paymentCard')}
          serverError={serverErrors['paymentCard']}
          handle={register('paymentCard')}
        />
      ) : null}
      {sections.map((section) => (
        <fieldset key={section.id} className={`lto-checkout-form__section lto-checkout-form__section--${section.id}`}>
          <legend className="lto-checkout-form__legend">{section.legend}</legend>
          {section.id === 'agreement' ? <p className="lto-checkout-form__note">{t('checkout.sign.note')}</p> : null}
          <div className="lto-checkout-form__fields">
            {section.fields.map((spec) => {
              const label = text(`label.${textName(spec.name)}`);
              const required = rules.isRequired(spec.name, values);
              return (
                <CheckoutField
                  key={spec.name}
                  spec={spec}
                  texts={{
                    label: required || spec.control === 'switch' ? label : t('checkout.optional', { label }),
                    required,
                    error: errorText(spec.name),
                    remaining: (count) => t('CHAR_LIMIT_MSG', { count }),
                    reveal: [t('checkout.ssn.show'), t('checkout.ssn.hide')],
                    calendar: t('checkout.calendar', { label }),
                    choose: t('checkout.choose'),
                  }}
                  value={values[spec.name] ?? ''}
                  validate={(value) => rules.error(spec.name, { ...values, [spec.name]: value })}
                  serverError={serverErrors[spec.name]}
                  dependsOn={DEPENDS_ON[spec.name]?.map((name) => values[name] ?? '').join('\n')}
                  onValue={setValue}
                  handle={register(spec.name)}
                />
              );
            })}
          </div>
          {section.id === 'dob' ? <BirthDateCalendar label={t('checkout.dob.calendar')} values={values} onValue={setValue} /> : null}
        </fieldset>
      ))}
      <button type="submit" className="lto-button lto-button--primary lto-checkout-form__submit" aria-disabled={sending || undefined}>
        {sending ? t('checkout.sending') : t(step === 'sign' ? 'checkout.submit.sign' : 'checkout.submit')}
      </button>
    </form>
  );
}
