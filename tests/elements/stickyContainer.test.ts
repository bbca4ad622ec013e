import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/brand-sticky-container';
import '../../src/elements/brand-footer';
import { cleanup, fixture, settle, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown>;

/**
 * A page: a stand-in header (a sticky 56 px bar, as brand-header's host), tall content with the
 * sticky container in the middle, and more content after.
 */
function mount(props: Record<string, unknown>): Host {
  const page = fixture(
    '<brand-header style="display:block;position:sticky;top:0;height:56px;z-index:1100;background:#eee"></brand-header>' +
      '<div style="height:150vh"></div><brand-sticky-container><button id="inside" style="height:48px">Shop now</button></brand-sticky-container><div style="height:300vh"></div>',
  );
  const host = page.querySelector<Host>('brand-sticky-container')!;
  Object.assign(host, props);
  return host;
}

/** Scrolls and waits until the throttled handler has seen it. */
async function scrollToY(y: number, host: Element, hidden: boolean) {
  window.scrollTo(0, y);
  await until(() => host.hasAttribute('data-hidden') === hidden, 3000, `data-hidden=${hidden} at ${y}`);
}

describe('brand-sticky-container', () => {
  afterEach(() => {
    cleanup();
    window.scrollTo(0, 0);
  });

  it('bottom, past an offset: hidden (inert, aria-hidden, invisible) above it, pinned to the viewport bottom past it', async () => {
    const host = mount({ position: 'bottom', showOn: 'always', offset: 200 });
    await until(() => shadow(host).querySelector('[part="bar"]'), 3000, 'the bar');
    await settle();
    expect(host.hasAttribute('data-hidden')).to.equal(true);
    expect(host.hasAttribute('inert')).to.equal(true);
    expect(host.getAttribute('aria-hidden')).to.equal('true');
    await scrollToY(400, host, false);
    expect(host.hasAttribute('inert')).to.equal(false);
    await until(() => getComputedStyle(host).transform === 'none' || getComputedStyle(host).transform === 'matrix(1, 0, 0, 1, 0, 0)', 3000, 'the slide in');
    await until(() => Math.abs(host.getBoundingClientRect().bottom - innerHeight) < 1, 3000, 'the bar at the viewport bottom');
    expect(getComputedStyle(host).zIndex).to.equal('1000');
    const bar = shadow(host).querySelector<HTMLElement>('[part="bar"]')!;
    expect(getComputedStyle(bar).boxShadow, 'a themed surface').to.not.equal('none');
    await scrollToY(100, host, true);
  });

  it('scroll-up: hides while scrolling down, shows while scrolling up, and focus inside keeps it shown', async () => {
    const host = mount({ position: 'bottom', showOn: 'scroll-up' });
    // A second bar with the same rule and no focus: once it has hidden, the same scroll has been seen by both.
    const control = document.createElement('brand-sticky-container') as Host;
    control.append(Object.assign(document.createElement('button'), { textContent: 'Control' }));
    host.after(control);
    Object.assign(control, { position: 'bottom', showOn: 'scroll-up' });
    await until(() => shadow(host).querySelector('[part="bar"]') && control.shadowRoot?.querySelector('[part="bar"]'), 3000, 'the bars');
    expect(host.hasAttribute('data-hidden'), 'shown at the top').to.equal(false);
    await scrollToY(300, host, true);
    await scrollToY(200, host, false);
    await until(() => !control.hasAttribute('data-hidden'), 3000, 'the control shown again');
    document.getElementById('inside')!.focus();
    window.scrollTo(0, 500);
    await until(() => control.hasAttribute('data-hidden'), 3000, 'the control hidden by the scroll down');
    expect(host.hasAttribute('data-hidden'), 'kept while focused').to.equal(false);
    (document.activeElement as HTMLElement).blur();
    await until(() => host.hasAttribute('data-hidden'), 3000, 'hidden after blur');
  });

  it('top: sticks below the header bar, never over it, and follows it up when the header hides', async () => {
    const host = mount({ position: 'top', showOn: 'always' });
    await until(() => shadow(host).querySelector('[part="bar"]'), 3000, 'the bar');
    window.scrollTo(0, 1500);
    const header = document.querySelector<HTMLElement>('brand-header')!;
    await until(() => Math.abs(host.getBoundingClientRect().top - 56) < 1, 3000, 'the bar below the header');
    expect(host.getBoundingClientRect().top).to.be.at.least(header.getBoundingClientRect().bottom - 0.5);
    header.setAttribute('data-scroll-hidden', '');
    await until(() => host.hasAttribute('data-header-hidden'), 3000, 'the header hidden seen');
    await until(() => Math.abs(host.getBoundingClientRect().top) < 1, 3000, 'the bar at the top');
  });

  it('bottom, on a phone: sits above the footer\'s pinned banner, never over it, and follows its height', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      await until(() => matchMedia('(orientation: portrait)').matches, 2000, 'portrait');
      const host = mount({ position: 'bottom', showOn: 'always' });
      const footer = document.createElement('brand-footer') as Host;
      host.parentElement!.append(footer);
      footer.model = {
        banner: { enable: true, imagePath: '/tests/elements/fixtures/pixel.png', imageAlt: 'Summer offer', imageWidth: 600, imageHeight: 80, linkUrl: '#offer', stickyOnPortrait: true },
      };
      await until(() => shadow(host).querySelector('[part="bar"]'), 3000, 'the bar');
      const panel = await until(() => footer.shadowRoot?.querySelector<HTMLElement>('[data-banner-panel]'), 3000, 'the banner panel');
      await until(() => getComputedStyle(panel).position === 'fixed', 3000, 'the banner pinned in portrait');
      window.scrollTo(0, 400);
      const clear = async (what: string) => {
        try {
          await until(() => {
            const banner = panel.getBoundingClientRect();
            return banner.height > 0 && Math.abs(host.getBoundingClientRect().bottom - banner.top) < 1;
          }, 3000, what);
        } catch {
          // The positions when it gave up, not when it started.
          throw new Error(`${what}: bar bottom ${host.getBoundingClientRect().bottom}, banner top ${panel.getBoundingClientRect().top}`);
        }
      };
      await clear('the bar just above the banner');
      expect(host.getBoundingClientRect().bottom).to.be.at.most(panel.getBoundingClientRect().top + 0.5);
      const before = panel.getBoundingClientRect().height;
      panel.style.paddingBlock = '60px';
      await until(() => panel.getBoundingClientRect().height > before + 50, 3000, 'the banner taller');
      await clear('the bar follows the taller banner');
      expect(host.getBoundingClientRect().bottom).to.be.at.most(panel.getBoundingClientRect().top + 0.5);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('mobileOnly: no bar on a wide viewport', async () => {
    const host = mount({ mobileOnly: true });
    const bar = await until(() => shadow(host).querySelector<HTMLElement>('[part="bar"]'), 3000, 'the bar');
    const wide = matchMedia('(min-width: 900px)').matches;
    expect(getComputedStyle(bar).display).to.equal(wide ? 'none' : 'flex');
  });
});
