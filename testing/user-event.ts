/**
 * What `@testing-library/user-event` is in the tests (vitest.config.ts): the copy bundled in
 * storybook/test, the one the stories' plays type with. Two copies cannot share a document
 * (stories/support/user-event.ts says why: what the copy that prepared the document first types
 * reaches React as if a script had set it, and no onChange fires). Where story and widget files
 * share a window (they once did, in a project of their own), a file whose worker had run a file of
 * the other kind since one of its own kind typed into fields that stayed empty (the pop-up's
 * sign-up, the store dialogs and the price range's empty box waited out their limits).
 */
import { uninstrumentedUserEvent } from 'storybook/test';

export default uninstrumentedUserEvent;
