import { describe, expect, it } from 'vitest';
import { EMPTINESS_RULES, emptyLabel, isEmpty, isZeroHeight } from '../../src/core/model/emptiness';

describe('editor emptiness rules (platform-core 5, catalogue 5)', () => {
  it('text needs text', () => {
    expect(isEmpty('brand/components/text', {})).toBe(true);
    expect(isEmpty('brand/components/text', { text: '   ' })).toBe(true);
    expect(isEmpty('brand/components/text', { text: 'Hello' })).toBe(false);
  });
  it('spacer is empty when all heights are zero or none', () => {
    expect(isEmpty('spacer', {})).toBe(true);
    expect(isEmpty('spacer', { heightXs: 0, heightMd: 'none', heightLg: '0px', height: '0rem' })).toBe(true);
    expect(isEmpty('spacer', { heightXs: 0, heightMd: 2 })).toBe(false);
    expect(isEmpty('spacer', { height: '24px' })).toBe(false);
  });
  it('zoom needs scale and opacity', () => {
    expect(isEmpty('zoom-container', { scale: 1.2 })).toBe(true);
    expect(isEmpty('zoom-container', { scale: 1.2, opacity: 0.5 })).toBe(false);
    expect(isEmpty('zoom-container', { scale: 0, opacity: 0 })).toBe(false);
  });
  it('copy to clipboard needs copyElementId and copyFeedbackLabel', () => {
    expect(isEmpty('copy-to-clipboard', { copyElementId: 'code' })).toBe(true);
    expect(isEmpty('copy-to-clipboard', { copyElementId: 'code', copyFeedbackLabel: 'Copied' })).toBe(false);
  });
  it('countdown needs all four unit labels', () => {
    const labels = { daysLabel: 'd', hoursLabel: 'h', minutesLabel: 'm', secondsLabel: 's' };
    expect(isEmpty('countdown', labels)).toBe(false);
    expect(isEmpty('countdown', { ...labels, secondsLabel: '' })).toBe(true);
  });
  it('referral needs messageToShare and communication channels', () => {
    expect(isEmpty('refer-a-friend', { messageToShare: 'Join', communicationChannels: [] })).toBe(true);
    expect(isEmpty('refer-a-friend', { messageToShare: 'Join', communicationChannels: ['email'] })).toBe(false);
    // only the channels that render count: unknown names draw nothing
    expect(isEmpty('refer-a-friend', { messageToShare: 'Join', communicationChannels: ['fax', { channel: 'pigeon' }] })).toBe(true);
    expect(isEmpty('refer-a-friend', { messageToShare: 'Join', communicationChannels: 'fax, mail' })).toBe(false);
    expect(isEmpty('refer-a-friend', { messageToShare: '  ', communicationChannels: ['copy'] })).toBe(true);
  });
  it('mix and match needs general, deliveryMessage and wizardSteps', () => {
    expect(isEmpty('mix-and-match', { general: { a: 1 }, deliveryMessage: 'x' })).toBe(true);
    expect(isEmpty('mix-and-match', { general: { a: 1 }, deliveryMessage: 'x', wizardSteps: [{}] })).toBe(false);
  });
  it('register device needs id and title; simplified footer needs xfPath; form button needs title and type', () => {
    expect(isEmpty('account-register-device', { id: 'r' })).toBe(true);
    expect(isEmpty('account-register-device', { id: 'r', title: 'Register' })).toBe(false);
    expect(isEmpty('simplified-footer', {})).toBe(true);
    expect(isEmpty('simplified-footer', { xfPath: '/content/xf/footer' })).toBe(false);
    expect(isEmpty('form-button', { title: 'Send' })).toBe(true);
    expect(isEmpty('form-button', { title: 'Send', type: 'submit' })).toBe(false);
  });
  it('login, iframe, add to cart, product list and form container', () => {
    expect(isEmpty('login', {})).toBe(true);
    expect(isEmpty('login', { submitLabel: 'Log in' })).toBe(false);
    expect(isEmpty('iframe', { url: '' })).toBe(true);
    expect(isEmpty('iframe', { url: 'https://x.test' })).toBe(false);
    expect(isEmpty('add-to-cart', {})).toBe(true);
    expect(isEmpty('add-to-cart', { addToCartLabel: 'Add to cart' })).toBe(false);
    expect(isEmpty('product-list', { generalConfig: { a: 1 } })).toBe(true);
    expect(isEmpty('product-list', { generalConfig: { a: 1 }, productConfig: { b: 2 } })).toBe(false);
    expect(isEmpty('product-list', { general: { title: 'Shop' }, productConfig: [{ productCode: 'ZYN-COOLMINT' }] })).toBe(false);
    expect(isEmpty('product-list', { general: { title: 'Shop' }, productConfig: [] })).toBe(true);
    expect(isEmpty('product-list', { productConfig: [{ productCode: 'ZYN-COOLMINT' }] })).toBe(true);
    expect(isEmpty('form-container', { id: '' })).toBe(true);
    expect(isEmpty('form-container', { id: 'signup' })).toBe(false);
  });
  it('button, link and image of the first elements', () => {
    expect(isEmpty('button', {})).toBe(true);
    expect(isEmpty('button', { icon: 'cart' })).toBe(false);
    expect(isEmpty('link', { label: 'Shop' })).toBe(true);
    expect(isEmpty('link', { label: 'Shop', linkUrl: '/shop' })).toBe(false);
    expect(isEmpty('image', {})).toBe(true);
    expect(isEmpty('image', { srcSetData: '/a.jpg 390w' })).toBe(false);
  });
  it('list and rich USP list need items; chip needs a label', () => {
    expect(isEmpty('brand/components/list', {})).toBe(true);
    expect(isEmpty('list', { items: [] })).toBe(true);
    expect(isEmpty('list', { items: [{ title: 'Returns' }] })).toBe(false);
    expect(isEmpty('rich-usp-list', { items: [] })).toBe(true);
    expect(isEmpty('rich-usp-list', { items: [{ title: 'Free delivery' }] })).toBe(false);
    expect(isEmpty('chip', { label: '  ', linkUrl: '/x' })).toBe(true);
    expect(isEmpty('chip', { label: 'Delivery' })).toBe(false);
  });
  it('treats types without a rule as never empty, and tolerates a model that is not an object', () => {
    expect(isEmpty('brand/components/unknown', {})).toBe(false);
    expect(isEmpty('text', null)).toBe(true);
    expect(isEmpty('text', 'nope')).toBe(true);
  });
  it('gives every rule a label that names the component', () => {
    for (const [name, rule] of Object.entries(EMPTINESS_RULES)) expect(rule.label.length, name).toBeGreaterThan(5);
    expect(emptyLabel('brand/components/text')).toBe('Text: add some text');
    expect(emptyLabel('brand-spacer')).toBe('Spacer: set a height');
    expect(emptyLabel('nothing')).toBeUndefined();
  });
  it('counts heights as zero the way authors write them', () => {
    for (const zero of [undefined, null, '', 0, '0', '0px', '0.0rem', 'none', ' NONE ', Number.NaN]) expect(isZeroHeight(zero), String(zero)).toBe(true);
    for (const height of [1, '1', '8px', '0.5rem', '10%']) expect(isZeroHeight(height), String(height)).toBe(false);
  });
});
