/**
 * dist/brand-elements.js: defines every element at once, loading an element's own code the first time
 * one of its instances renders (src/elements/lazy.ts), and `<brand-page>` with it; exports the JS API.
 * dist/elements/<tag>.js defines one element with its code, for a bundler or a page that wants it now.
 */
import './elements/lazy';
import './elements/brand-page';

export { defineElement, type DefineOptions } from './elements/define';
export { registerComponent, mappingFor } from './core/model/componentMap';
// As in Adobe's SDK: ModelManager is the page's one model manager (initialize, getData, addListener, removeListener).
export { ModelManagerAPI as ModelManager, PathUtils, AuthoringUtils, ModelClient, ModelStore } from './core/model';
export { pageVisibility, type PageVisibility } from './core/stores/pageVisibility';
export { getVisitorType, visitorStore, visitorPending } from './core/stores/visitor';
// Visitor, session, local cart, remote services and the OCC cart client (docs/mock-api.md has the wire contract).
export {
  isLoggedIn,
  logout,
  clearSession,
  startVisitor,
  resolveVisitorType,
  logIn,
  setCookie,
  getCookie,
  removeCookie,
  localCartStore,
  readLocalCart,
  LOCAL_CART_KEY,
} from './core/visitor';
export { createOccCartClient, getCommerceToken, fetchLegalAge, fetchVisitorCountry, fetchContent, isOccNotFound, OccError, fetchProduct, searchProducts } from './core/services';
// Adding to and clearing the visitor's cart as the commerce elements do (token, cart, entry, local cart).
export { addToCart, clearCart, cartMessage, CART_MESSAGES, type AddToCartRequest, type AddToCartOutcome } from './core/commerce/cart';
export { pushEvent } from './core/analytics/dataLayer';
export { ANALYTICS_EVENTS } from './core/analytics/events';
export { pageConfig, type PageConfig } from './core/stores/pageConfig';
export { authoringStore } from './core/stores/authoring';
export { isVisibleTo, VISITOR_TYPES, type VisitorType } from './core/visitor';
export { themes, themeNames, DEFAULT_THEME, type ThemeName } from './themes';
export { getTheme } from './themes/mui';
export { ELEMENT_TAGS } from './elements/registry';
// The visibility toggles' subscribers, and the last visitor resolution (what an iframe's user data is built from).
export { visibilityToggles, type VisibilityToggleChange, type VisibilityToggleListener } from './core/toggle/visibilityToggle';
export { visitorResolution } from './core/stores/visitor';
export { userDataMessage, USER_DATA_MESSAGE_TYPE, type UserData, type UserDataMessage } from './core/visitor/userData';
// The form containers' captcha hook (README "Forms").
export { registerCaptcha, type CaptchaProvider } from './core/forms/captcha';
