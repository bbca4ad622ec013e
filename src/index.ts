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
// (from their modules, not the visitor core's index: that would bring the login's and the devices' modules along)
export { isLoggedIn, logout, clearSession } from './core/visitor/session';
export { startVisitor, resolveVisitorType } from './core/visitor/resolveVisitor';
export { setCookie, getCookie, removeCookie } from './core/visitor/cookies';
export { localCartStore, readLocalCart, LOCAL_CART_KEY } from './core/stores/localCart';
export { isOccNotFound, OccError } from './core/services/occError';
// The asynchronous calls (OCC, the services, adding to and clearing the visitor's cart as the commerce elements do,
// the login): their code loads at the first call (src/api/onDemand.ts).
export { createOccCartClient, getCommerceToken, fetchLegalAge, fetchVisitorCountry, fetchContent, fetchProduct, searchProducts, addToCart, clearCart, logIn } from './api/onDemand';
export { cartMessage, CART_MESSAGES, type AddToCartRequest, type AddToCartOutcome } from './core/commerce/cartOutcome';
export { pushEvent } from './core/analytics/dataLayer';
export { ANALYTICS_EVENTS } from './core/analytics/events';
export { pageConfig, type PageConfig } from './core/stores/pageConfig';
export { authoringStore } from './core/stores/authoring';
export { isVisibleTo } from './core/visitor/visibleTo';
export { VISITOR_TYPES, type VisitorType } from './core/visitor/types';
export { themes, themeNames, DEFAULT_THEME, type ThemeName } from './themes';
export { getTheme } from './themes/mui';
export { ELEMENT_TAGS } from './elements/registry';
// The visibility toggles' subscribers, and the last visitor resolution (what an iframe's user data is built from).
export { visibilityToggles, type VisibilityToggleChange, type VisibilityToggleListener } from './core/toggle/visibilityToggle';
export { visitorResolution } from './core/stores/visitor';
export { userDataMessage, USER_DATA_MESSAGE_TYPE, type UserData, type UserDataMessage } from './core/visitor/userData';
// The form containers' captcha hook (README "Forms").
export { registerCaptcha, type CaptchaProvider } from './core/forms/captcha';
