import { clearSession } from './session';

/** What an authenticated call does when the session has expired: the session cleared and the page reloaded. */
export function expireSession(): void {
  clearSession({ reload: true });
}
