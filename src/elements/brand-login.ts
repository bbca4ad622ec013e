import { defineElement } from './defineWithReact';
import { Login } from '../react/login/Login';
import { loginEmptiness } from '../core/model/emptiness/login';
import { CONSUMER_SERVICE_FIELDS } from './fieldGroups';

/**
 * Email and password sign-in through the consumer service (`muleSoftConfig`, docs/mock-api.md "login"): on
 * success it sets `brand_uid` and `brand_token`, the visitor is resolved again without a reload (header,
 * notice and visibleTo content follow), and it dispatches `brand-login`. Wrong credentials, a locked account,
 * a network failure and a timeout each have their message. Resource type: brand/components/login.
 */
export const BrandLogin = defineElement('brand-login', Login, {
  props: {
    submitLabel: { type: 'string', description: 'The submit button label (required: the editor shows a placeholder without it).' },
    emailLabel: { type: 'string', description: "The email field's label (default 'Email')." },
    passwordLabel: { type: 'string', description: "The password field's label (default 'Password')." },
    showPasswordLabel: { type: 'string', description: "Accessible name of the show/hide password toggle (default 'Show password')." },
    hidePasswordLabel: { type: 'string', description: "Its tooltip while the password shows (default 'Hide password')." },
    forgotPasswordLabel: { type: 'string', description: 'Text of the forgot-password link.' },
    forgotPasswordUrl: { type: 'string', description: 'Target of the forgot-password link.' },
    registerText: { type: 'string', description: "Text before the register link ('New here?')." },
    registerLabel: { type: 'string', description: 'Text of the register link.' },
    registerUrl: { type: 'string', description: 'Target of the register link.' },
    successMessage: { type: 'string', description: "Shown instead of the form once the visitor is logged in (default 'You are logged in.')." },
    emailRequiredMessage: { type: 'string', description: 'Shown when the email is empty (an English default otherwise).' },
    emailInvalidMessage: { type: 'string', description: 'Shown when the email is not an address (an English default otherwise).' },
    passwordRequiredMessage: { type: 'string', description: 'Shown when the password is empty (an English default otherwise).' },
    invalidCredentialsMessage: { type: 'string', description: 'Shown when the service refuses the email or password (401) (an English default otherwise).' },
    lockedMessage: { type: 'string', description: 'Shown when the account is locked (423) (an English default otherwise).' },
    networkErrorMessage: { type: 'string', description: 'Shown when the request did not reach the service (an English default otherwise).' },
    timeoutMessage: { type: 'string', description: 'Shown when the service did not answer within 15 s (an English default otherwise).' },
    unavailableMessage: { type: 'string', description: 'Shown when the service failed (5xx, a malformed answer, no service configured) (an English default otherwise).' },
    ...CONSUMER_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: 'Heading above the form.' },
  },
  events: { onLogin: { name: 'brand-login', description: 'The visitor signed in; detail { visitorType }.' } },
  emptiness: loginEmptiness,
  family: 'basic',
  budgetKiB: 102,
});
