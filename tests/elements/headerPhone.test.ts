import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/brand-header';
import { cleanup, recordRequests, shadow, until } from './helpers';

// A file of its own: the page must not have loaded the header's desktop parts before.

const MODEL = {
  mainNav: {
    firstNavigation: [
      { firstLabel: 'Shop', subNav: [{ firstLabel: 'Pouches', linkUrl: '#pouches' }] },
      { firstLabel: 'Help', linkUrl: '#help' },
    ],
    userConfig: { enableUserItem: true, userLogout: { linkList: [{ label: 'Log in', linkUrl: '/login' }] } },
    cartConfig: { enableCartItem: true, cartLink: '#cart' },
  },
  languageSwitcher: [
    { title: 'English', link: '#en' },
    { title: 'Français', link: '#fr' },
  ],
};

const desktopParts = (urls: string[]) => urls.filter((url) => /\/DesktopParts-[^/]*\.js/.test(url));

describe('<brand-header> on a phone', () => {
  afterEach(cleanup);

  it('downloads none of the desktop layout (its navigation, its language selector) until the window grows to it', async () => {
    await setViewport({ width: 390, height: 844 });
    const requests = recordRequests();
    const host = document.createElement('brand-header');
    (host as unknown as { model: unknown }).model = MODEL;
    document.body.append(host);
    const root = shadow(host);
    await until(() => root.querySelector('[data-hamburger]'), 3000, 'the phone\'s bar');
    // Settled: the header's idle work on a phone (the mobile menu's code) is done.
    await until(() => requests.requested.some((url) => /\/MobileMenu-[^/]*\.js/.test(url)), 5000, 'the mobile menu\'s code, at idle');
    expect(desktopParts(requests.requested)).to.deep.equal([]);
    expect(root.querySelector('[data-desktop-nav]')).to.equal(null);

    await setViewport({ width: 1280, height: 900 });
    await until(() => root.querySelector('[data-desktop-nav] button[data-top-item]'), 3000, 'the desktop navigation');
    expect(root.querySelector('[data-bar] [data-language-selector]')).not.to.equal(null);
    expect(desktopParts(requests.requested)).to.have.length(1);
    requests.stop();
  });
});
