import { defineElement } from './defineWithReact';
import { UserContextText } from '../react/userContextText/UserContextText';
import { accountUserContextTextEmptiness } from '../core/model/emptiness/account-user-context-text';
import { CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

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
    text: { type: 'string', editor: 'richtext', description: 'Authored HTML with placeholders: "<h1>Hello {firstName}</h1><p>You have {points} points.</p>".' },
    fallbacks: { type: 'json', description: 'Text per placeholder when its value is unknown: { "firstName": "there" } (default: nothing).' },
    tierLabels: { type: 'json', description: 'Labels per loyalty tier code for {tier}: { "GOLD": "Gold" }; else the code in sentence case.' },
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    ...CONSUMER_SERVICE_FIELDS,
  },
  emptiness: accountUserContextTextEmptiness,
  family: 'account',
  budgetKiB: 98,
});
