import { describe, expect, it } from 'vitest';
import { channelUrl, referralLink, shareChannels, shareData, shareMessage, shownChannels } from '../../../src/core/account/referralShare';

describe('shareChannels (communicationChannels)', () => {
  it('reads names, objects and a comma-separated string, in the authored order, once each', () => {
    expect(shareChannels(['whatsapp', 'copy', 'email', 'copy'])).toEqual([{ channel: 'whatsapp' }, { channel: 'copy' }, { channel: 'email' }]);
    expect(shareChannels([{ channel: 'sms', label: ' Text it ' }, { type: 'share' }, { value: 'E-mail' }])).toEqual([
      { channel: 'sms', label: 'Text it' },
      { channel: 'share' },
      { channel: 'email' },
    ]);
    expect(shareChannels('copy, mail,fax')).toEqual([{ channel: 'copy' }, { channel: 'email' }]);
  });
  it('drops anything unknown; nothing authored is no channel', () => {
    expect(shareChannels(['telegram', 3, null, { channel: 'constructor' }])).toEqual([]);
    expect(shareChannels(undefined)).toEqual([]);
    expect(shareChannels({ channel: 'copy' })).toEqual([]);
  });
});

describe('referralLink', () => {
  it('fills {code}, encoded', () => {
    expect(referralLink('https://shop.example/join/{code}', 'HARVEY-9K2M')).toBe('https://shop.example/join/HARVEY-9K2M');
    expect(referralLink('https://shop.example/join?c={code}', 'A B&C')).toBe('https://shop.example/join?c=A%20B%26C');
  });
  it('else appends ref=<code> to the query, before the fragment', () => {
    expect(referralLink('https://shop.example/join', 'X1')).toBe('https://shop.example/join?ref=X1');
    expect(referralLink('https://shop.example/join?utm=mgm', 'X1')).toBe('https://shop.example/join?utm=mgm&ref=X1');
    expect(referralLink('https://shop.example/join?', 'X1')).toBe('https://shop.example/join?ref=X1');
    expect(referralLink('https://shop.example/join#top', 'X1')).toBe('https://shop.example/join?ref=X1#top');
  });
  it('resolves a relative URL against the page', () => {
    expect(referralLink('/storefront.html?page=login', 'X1', 'https://shop.example/storefront.html?page=referrals')).toBe('https://shop.example/storefront.html?page=login&ref=X1');
  });
  it('nothing without a URL or a code', () => {
    expect(referralLink(undefined, 'X1')).toBeUndefined();
    expect(referralLink('  ', 'X1')).toBeUndefined();
    expect(referralLink('https://shop.example', '')).toBeUndefined();
  });
});

describe('shareMessage (messageToShare)', () => {
  it('fills {code} and {link}', () => {
    expect(shareMessage('Use my code {code}: {link}', 'X1', 'https://s.example/?ref=X1')).toBe('Use my code X1: https://s.example/?ref=X1');
  });
  it('adds the link after a message that does not place it', () => {
    expect(shareMessage('Join me with {code}.', 'X1', 'https://s.example/?ref=X1')).toBe('Join me with X1. https://s.example/?ref=X1');
    expect(shareMessage('Join me with {code}.', 'X1', undefined)).toBe('Join me with X1.');
  });
  it('an unknown placeholder stays as written', () => {
    expect(shareMessage('Hi {name}, {code}', 'X1', undefined)).toBe('Hi {name}, X1');
  });
});

describe('channelUrl', () => {
  const message = 'Join me & save: https://s.example/?ref=X1#a';
  it('e-mail: mailto with an encoded subject and body', () => {
    expect(channelUrl('email', message, 'A gift?')).toBe(`mailto:?subject=A%20gift%3F&body=${encodeURIComponent(message)}`);
    expect(channelUrl('email', message)).toBe(`mailto:?body=${encodeURIComponent(message)}`);
  });
  it('sms and WhatsApp carry the encoded message', () => {
    expect(channelUrl('sms', message)).toBe(`sms:?&body=Join%20me%20%26%20save%3A%20https%3A%2F%2Fs.example%2F%3Fref%3DX1%23a`);
    expect(channelUrl('whatsapp', message)).toBe(`https://wa.me/?text=Join%20me%20%26%20save%3A%20https%3A%2F%2Fs.example%2F%3Fref%3DX1%23a`);
  });
  it('copy and share are buttons, not links', () => {
    expect(channelUrl('copy', message)).toBeUndefined();
    expect(channelUrl('share', message)).toBeUndefined();
  });
});

describe('shownChannels', () => {
  it('drops share without the Web Share API; copy stands in when share was the only one', () => {
    expect(shownChannels([{ channel: 'email' }, { channel: 'share' }], false)).toEqual([{ channel: 'email' }]);
    expect(shownChannels([{ channel: 'share', label: 'Share' }], false)).toEqual([{ channel: 'copy' }]);
    expect(shownChannels([{ channel: 'share' }], true)).toEqual([{ channel: 'share' }]);
    expect(shownChannels([], false)).toEqual([]);
  });
});

describe('shareData (the Web Share API)', () => {
  it('sends the link as url when the message does not place it, else the whole message as text', () => {
    expect(shareData('Refer', 'Join with {code}', 'AB', 'https://x.test/?ref=AB')).toEqual({ title: 'Refer', text: 'Join with AB', url: 'https://x.test/?ref=AB' });
    expect(shareData('Refer', 'Join: {link}', 'AB', 'https://x.test/?ref=AB')).toEqual({ title: 'Refer', text: 'Join: https://x.test/?ref=AB' });
    expect(shareData('Refer', 'Join with {code}', 'AB', undefined)).toEqual({ title: 'Refer', text: 'Join with AB' });
  });
});
