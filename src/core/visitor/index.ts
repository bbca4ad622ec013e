/** The visitor core: types, visibility, cookies, session, visitor type resolution, local cart. */
export { VISITOR_TYPES, isVisitorType, type VisitorType } from './types';
export { isVisibleTo, parseVisibleTo } from './visibleTo';
export {
  setCookie,
  getCookie,
  removeCookie,
  getCookieJar,
  setCookieJar,
  resolveCookieOptions,
  documentCookieJar,
  type CookieJar,
  type CookieOptions,
  type CookieAttributes,
  type SameSite,
  type CookiePriority,
} from './cookies';
export {
  isLoggedIn,
  getSessionIdentity,
  clearSession,
  logout,
  onSessionCleared,
  UID_COOKIE,
  TOKEN_COOKIE,
  COMMERCE_TOKEN_COOKIE,
  SESSION_COOKIES,
  type SessionIdentity,
  type ClearSessionOptions,
} from './session';
export {
  resolveVisitorType,
  startVisitor,
  PROFILE_FAILED_WARNING,
  type ResolveVisitorOptions,
  type VisitorResolution,
  type StartVisitorOptions,
  type StartVisitorResult,
} from './resolveVisitor';
export { logIn, type LogInOptions, type LogInResult } from './login';
export {
  listMyDevices,
  registerMyDevice,
  removeMyDevice,
  uploadMyReceipt,
  type VisitorDeviceOptions,
  type DeviceChangeResult,
} from './devices';
export { visitorStore, getVisitorType } from '../stores/visitor';
export {
  localCartStore,
  getLocalCart,
  readLocalCart,
  writeLocalCart,
  updateLocalCartFromOccCart,
  clearLocalCart,
  syncLocalCartStore,
  watchLocalCart,
  emptyLocalCart,
  normalizeLocalCart,
  LOCAL_CART_KEY,
  type LocalCart,
  type StorageLike,
} from '../stores/localCart';
