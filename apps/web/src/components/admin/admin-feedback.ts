import { SUCCESS_POPUP_MS } from '@atlas/shared/contract/shop-constants';
import { showToast } from '@/lib/toast';

/** An admin action's success popup: closes by itself after 2 s. */
export function showSuccess(message: string): void {
  showToast({ message, color: 'green', autoClose: SUCCESS_POPUP_MS, withBorder: true });
}

/** An admin action's failure: stays until closed, so a busy admin does not miss it. */
export function showFailure(message: string): void {
  showToast({ message, color: 'red', autoClose: false, withBorder: true });
}
