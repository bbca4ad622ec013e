import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/brand-account-panel';
import '../../src/elements/brand-account-navigation';
import '../../src/elements/brand-text';
import { TreeRenderer } from '../../src/elements/page/renderTree';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';
import { cleanup, fixture, settle, shadow, until } from './helpers';

const MODEL = (navigationPosition?: string) => ({
  ':type': 'brand/components/container',
  ':itemsOrder': ['panel'],
  ':items': {
    panel: {
      ':type': 'brand/components/account-panel',
      ...(navigationPosition ? { navigationPosition } : {}),
      ':itemsOrder': ['navigation', 'first', 'second'],
      ':items': {
        navigation: { ':type': 'brand/components/account-navigation', items: [{ title: 'My orders', link: '/orders', icon: 'pmi-icon-orders' }] },
        first: { ':type': 'brand/components/text', text: 'First content' },
        second: { ':type': 'brand/components/text', text: 'Second content' },
      },
    },
  },
});

async function render(position?: string, panelProps: Record<string, unknown> = {}) {
  const container = fixture('<div id="page"></div>');
  const model = MODEL(position);
  Object.assign(model[':items'].panel, panelProps);
  new TreeRenderer(container.querySelector('#page')!, 'test').render(model, '/content/account/jcr:content');
  const panel = await until(() => container.querySelector<HTMLElement>('brand-account-panel'), 3000, 'the panel');
  const grid = await until(() => panel.shadowRoot?.querySelector<HTMLElement>('[part="panel"]'), 3000, 'the grid');
  const navigation = await until(() => panel.querySelector<HTMLElement>(':scope > brand-account-navigation'), 3000, 'the navigation child');
  await until(() => shadow(navigation).querySelector('nav a'), 3000, 'the navigation rendered');
  const texts = [...panel.querySelectorAll<HTMLElement>(':scope > brand-text')];
  await until(() => texts.every((text) => text.shadowRoot?.textContent?.includes('content')), 3000, 'the texts');
  return { panel, grid, navigation, texts };
}

describe('brand-account-panel', () => {
  beforeEach(() => {
    document.cookie = 'brand_uid=demo-test; Path=/';
    document.cookie = 'brand_token=token-test; Path=/';
    visitorPending.set(false);
    visitorStore.set('LAU-HAV');
  });
  afterEach(async () => {
    cleanup();
    for (const name of ['brand_uid', 'brand_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
    visitorStore.set('LAS');
    await setViewport({ width: 800, height: 600 });
  });

  it('from the tablet up puts the navigation in a sticky start column beside the content', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { grid, navigation, texts } = await render();
    expect(getComputedStyle(grid).display).to.equal('grid');
    expect(getComputedStyle(navigation).position).to.equal('sticky');
    const nav = navigation.getBoundingClientRect();
    const first = texts[0]!.getBoundingClientRect();
    expect(nav.right).to.be.at.most(first.left);
    expect(Math.abs(texts[1]!.getBoundingClientRect().left - first.left)).to.be.below(1);
    expect(first.top).to.be.below(nav.bottom);
  });

  it('right to left, the start column is on the right', async () => {
    await setViewport({ width: 1280, height: 800 });
    document.documentElement.dir = 'rtl';
    try {
      const { navigation, texts } = await render();
      await until(() => navigation.getBoundingClientRect().left > texts[0]!.getBoundingClientRect().right - 1, 3000, 'the navigation on the right');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('on phones, and with navigationPosition top, the navigation is above the content', async () => {
    await setViewport({ width: 390, height: 800 });
    let { navigation, texts } = await render();
    expect(navigation.getBoundingClientRect().bottom).to.be.at.most(texts[0]!.getBoundingClientRect().top + 1);
    cleanup();
    await setViewport({ width: 1280, height: 800 });
    ({ navigation, texts } = await render('top'));
    expect(navigation.getBoundingClientRect().bottom).to.be.at.most(texts[0]!.getBoundingClientRect().top + 1);
    expect(getComputedStyle(navigation).position).to.not.equal('sticky');
  });

  it('the sticky column follows a header mounted after the panel, and its hiding on scroll', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { navigation, panel } = await render();
    // no header yet: the theme's gap (spacing(3)) below the top
    await settle();
    const gap = Number.parseFloat(getComputedStyle(navigation).top);
    const top = (bar: number, what: string) =>
      until(() => getComputedStyle(navigation).top === `${gap + bar}px`, 3000, what).catch(() => {
        throw new Error(`${what}: top ${getComputedStyle(navigation).top}, not ${gap + bar}px`);
      });
    // a stand-in header host (sticky, 72 px tall of which 16 px scroll away above its 56 px bar), inserted after the panel
    const header = document.createElement('brand-header');
    header.setAttribute('style', 'display:block;position:sticky;top:0;height:72px;--brand-header-offset:16px');
    panel.before(header);
    await top(56, 'the column below the bar of the header rendered later');
    header.style.height = '96px';
    await top(80, 'the column follows the header resized');
    header.setAttribute('data-scroll-hidden', '');
    await top(0, 'the column moves up while the header is hidden');
    header.removeAttribute('data-scroll-hidden');
    await top(80, 'and back below it when it shows');
  });

  it('navigationWidth sets the start column from the tablet up; out of range keeps the default 260 px', async () => {
    await setViewport({ width: 1280, height: 800 });
    let { navigation } = await render(undefined, { navigationWidth: 320 });
    await until(() => Math.abs(navigation.getBoundingClientRect().width - 320) < 1, 3000, 'a 320 px column');
    cleanup();
    ({ navigation } = await render(undefined, { navigationWidth: 1000 }));
    await until(() => Math.abs(navigation.getBoundingClientRect().width - 260) < 1, 3000, 'the default column');
  });
});
