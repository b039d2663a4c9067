/**
 * Sign-in, sign-out and the Leasing Power decision on the store bus (issue 23). What the prices
 * read of it (the remaining Leasing Power) is src/ui/LeasingPowerFit.tsx's selector, so that the
 * account drawer, which only reports changes, does not bring the pricing code along.
 */
import { ACCOUNT_CHANGE_EVENT, type AccountChangeDetail } from '../../contracts/account-events';
import { emit } from '../events';
import { getStore } from './index';

/** Records a sign-in, sign-out or decision and tells the page (`lto:account-change`): the prices follow it. */
export function changeAccount(detail: AccountChangeDetail, target: EventTarget = document): void {
  getStore().setState((state) => ({ account: { ...state.account, changed: detail } }));
  emit(target, ACCOUNT_CHANGE_EVENT, detail);
}
