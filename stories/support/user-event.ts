/**
 * The user-event that story tests drive the page with: the copy bundled in storybook/test, the
 * one the stories' play functions use (without Storybook's instrumentation, which belongs to plays).
 *
 * Never @testing-library/user-event next to it. Each copy prepares the document once, for good:
 * a focus listener that wraps the value setter of every field focused from then on, and that knows
 * text typed through its own copy only. A file's stories share one document, so after one test
 * used the other copy every field got two wrappers: what a play then typed went through the other
 * copy's wrapper as if a script had set the value, React's value tracker took it, React saw no
 * change and fired no onChange, and the controlled fields stayed empty (the account drawer's
 * LoginFailed, SigningIn, RegisterFailed and AccountCreated after its Escape test).
 * testing/layering.test.ts keeps the other copy out of stories/.
 */
export { uninstrumentedUserEvent as userEvent } from 'storybook/test';
