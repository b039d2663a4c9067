import * as v from 'valibot';
import { CompareItemSchema } from '../contracts/compare';
import { COMPARE_CHANGE_EVENT } from '../contracts/compare-events';
import { emit } from './events';
import { changeAccount } from './store/account-actions';
import { hydrateCompare } from './store/compare-actions';
import { applyFavorites } from './store/favorites-actions';
import { changeLocation } from './store/location-actions';
import type { WhileApplying } from './tab-sync';
import { warnOnce } from './warn';

/**
 * A message from another tab (tab-sync.ts), checked, then applied as if the change had been made
 * here: the store takes the new state and the change event goes out, so the islands that show it
 * redraw and those not drawn yet are woken (the autoloader follows these events). A message that
 * fails its schema is ignored with one warning: another tab may run another version of the code.
 */
const Pid = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));
const Place = v.optional(v.pipe(v.string(), v.maxLength(16)));

const Maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));
/** The decision as the account drawer sends it (src/contracts/account-events.ts); its amounts are checked again where read. */
const DecisionSchema = v.object({
  approvalDetermination: Maybe(v.pipe(v.string(), v.maxLength(64))),
  tierIsApproved: Maybe(v.boolean()),
  remainingLeasingPower: Maybe(v.number()),
  expirationDateValue: Maybe(v.pipe(v.string(), v.maxLength(64))),
  named: Maybe(v.boolean()),
});

const MessageSchema = v.variant('kind', [
  v.object({ kind: v.literal('compare'), detail: v.object({ items: v.pipe(v.array(CompareItemSchema), v.maxLength(6)) }) }),
  v.object({ kind: v.literal('favorites'), detail: v.object({ pid: Pid, favorite: v.boolean(), items: v.pipe(v.array(Pid), v.maxLength(200)) }) }),
  v.object({ kind: v.literal('location'), detail: v.object({ zip: Place, storeId: Place }) }),
  v.object({ kind: v.literal('account'), detail: v.object({ signedIn: v.boolean(), decision: v.nullable(DecisionSchema) }) }),
]);

export function applyFromOtherTab(message: unknown, whileApplying: WhileApplying, doc: Document = document): void {
  const checked = v.safeParse(MessageSchema, message);
  if (!checked.success) {
    warnOnce('a message from another tab of this site was not understood and is ignored');
    return;
  }
  const { output } = checked;
  whileApplying(() => {
    switch (output.kind) {
      case 'compare':
        hydrateCompare(output.detail.items);
        emit(doc, COMPARE_CHANGE_EVENT, { items: output.detail.items });
        break;
      case 'favorites':
        applyFavorites(output.detail, doc);
        break;
      case 'location':
        changeLocation(output.detail, doc);
        break;
      case 'account':
        // Signed out, a tab keeps no decision, whatever the message said.
        changeAccount({ signedIn: output.detail.signedIn, decision: output.detail.signedIn ? (output.detail.decision ?? null) : null }, doc);
        break;
    }
  });
}
