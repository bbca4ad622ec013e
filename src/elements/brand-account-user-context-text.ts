import { defineElement } from './defineWithReact';
import { UserContextText } from '../react/userContextText/UserContextText';
import { accountUserContextTextEmptiness } from '../core/model/emptiness/account-user-context-text';

/**
 * Authored HTML with the signed-in visitor's placeholders filled:
 * {firstName}, {lastName}, {fullName}, {email}, {birthYear}, {tier}, {points}, {memberSince}. Every value is
 * HTML-escaped before it is filled and the result is sanitized by DOMPurify; a value the visitor lacks takes its
 * `fallbacks` entry, else nothing; an unknown name stays as written. Follows a profile change without a reload.
 * An anonymous visitor is sent to `loginUrl`. Resource type: brand/components/account-user-context-text.
 */
export const BrandAccountUserContextText = defineElement('brand-account-user-context-text', UserContextText, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    text: { type: 'string', description: 'Authored HTML with placeholders: "<h1>Hello {firstName}</h1><p>You have {points} points.</p>".' },
    fallbacks: { type: 'json', description: 'Text per placeholder when its value is unknown: { "firstName": "there" } (default: nothing).' },
    tierLabels: { type: 'json', description: 'Labels per loyalty tier code for {tier}: { "GOLD": "Gold" }; else the code in sentence case.' },
    loginUrl: { type: 'string', description: 'The login page (same-origin): an anonymous visitor is sent there and back.' },
    signedOutMessage: { type: 'string', description: "Shown to an anonymous visitor when no loginUrl is given (default 'Log in to see your account.')." },
    muleSoftConfig: { type: 'json', description: "The consumer service (profile, loyalty points), when no <brand-page> gives the root model's config.muleSoftConfig." },
  },
  emptiness: accountUserContextTextEmptiness,
  budgetKiB: 112,
});
