import { expect } from 'chai';
import '../../src/elements/brand-sticky-container';
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

  it('mobileOnly: no bar on a wide viewport', async () => {
    const host = mount({ mobileOnly: true });
    const bar = await until(() => shadow(host).querySelector<HTMLElement>('[part="bar"]'), 3000, 'the bar');
    const wide = matchMedia('(min-width: 900px)').matches;
    expect(getComputedStyle(bar).display).to.equal(wide ? 'none' : 'flex');
  });
});
