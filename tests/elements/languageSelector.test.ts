import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/brand-language-selector';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { cleanup, fixture, recordRequests, runtimeSettled, settle, shadow, until } from './helpers';

const LINKS = [
  { label: 'English', linkUrl: '#en', lang: 'en' },
  { label: 'Français', linkUrl: '#fr', lang: 'fr' },
  { label: 'Deutsch', linkUrl: '#de', lang: 'de', target: '_blank' },
  { label: 'Italiano', linkUrl: '#it' },
];

function mount(links: unknown, attributes = ''): HTMLElement {
  const container = fixture(`<p id="outside">Outside</p><brand-language-selector ${attributes}></brand-language-selector><button id="after">After</button>`);
  const host = container.querySelector<HTMLElement>('brand-language-selector')!;
  if (links !== undefined) (host as unknown as { links: unknown }).links = links;
  return host;
}

const trigger = (host: Element) => until(() => shadow(host).querySelector<HTMLButtonElement>('button[aria-expanded]'), 3000, 'the trigger');
const list = (host: Element) => shadow(host).querySelector<HTMLUListElement>('ul')!;
const active = (host: Element) => shadow(host).activeElement;

describe('brand-language-selector', () => {
  afterEach(() => {
    cleanup();
    pageConfig.set({});
  });

  // First in this file: the open list's code is a module of its own, and nothing before has opened a list.
  it("downloads the open list's code only once the button is reached: its links are written before, hidden", async () => {
    const { requested, stop } = recordRequests();
    // (the test bundle's chunk of the module: chunks/openList-<hash>.js)
    const fetched = () => requested.some((name) => /\/openList[-.]/.test(name));
    try {
      const host = mount(LINKS);
      const button = await trigger(host);
      await runtimeSettled();
      expect(fetched(), 'fetched before anything reached the button').to.equal(false);
      expect([...list(host).querySelectorAll('a')].map((link) => link.getAttribute('href'))).to.deep.equal(['#fr', '#de', '#it']);
      expect(getComputedStyle(list(host)).display).to.equal('none');
      button.focus();
      await until(fetched, 3000, "the open list's code, asked for when the button takes focus");
      button.click();
      await until(() => !list(host).hidden, 3000, 'the list to open');
      expect(getComputedStyle(list(host)).position, 'the paper card').to.equal('absolute');
    } finally {
      stop();
    }
  });

  it('more than two links: a disclosure button showing the first label, a globe and a chevron, closed by default', async () => {
    const host = mount(LINKS);
    const button = await trigger(host);
    expect(button.textContent).to.equal('English');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('lang')).to.equal('en');
    // aria-controls names the list, in the same shadow root; no menu roles (disclosure pattern).
    const controlled = shadow(host).getElementById(button.getAttribute('aria-controls')!);
    expect(controlled).to.equal(list(host));
    expect(shadow(host).querySelector('[role="menu"], [role="menuitem"]')).to.equal(null);
    expect(list(host).hidden).to.equal(true);
    expect(getComputedStyle(list(host)).display).to.equal('none');
    expect(button.querySelectorAll('svg').length).to.equal(2);
    expect(button.querySelector('[data-chevron]')!.getAttribute('data-chevron')).to.equal('down');
    // Theme styles reach the shadow root: bold label, 44px touch target.
    expect(getComputedStyle(button).fontWeight).to.equal('700');
    expect(button.getBoundingClientRect().height).to.be.at.least(44);
  });

  it('opens on click into a list of the other links, inside the shadow root, with lang, hreflang and target', async () => {
    const host = mount(LINKS);
    const button = await trigger(host);
    button.click();
    await until(() => !list(host).hidden, 3000, 'the list to open');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(button.querySelector('[data-chevron]')!.getAttribute('data-chevron')).to.equal('up');
    const links = [...list(host).querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).to.deep.equal(['Français', 'Deutsch', 'Italiano']);
    expect(links[0]!.getAttribute('lang')).to.equal('fr');
    expect(links[0]!.getAttribute('hreflang')).to.equal('fr');
    expect(links[0]!.getAttribute('target')).to.equal('_self');
    expect(links[1]!.getAttribute('target')).to.equal('_blank');
    expect(links[1]!.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(links[2]!.hasAttribute('lang')).to.equal(false);
    expect(links[2]!.hasAttribute('hreflang')).to.equal(false);
    // The popover is a paper card from the theme (zyn divider #BAC4D6), on top of the page.
    const style = getComputedStyle(list(host));
    expect(style.display).to.equal('block');
    expect(style.backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(style.borderTopColor).to.equal('rgb(186, 196, 214)');
    expect(style.position).to.equal('absolute');
    expect(list(host).getRootNode()).to.equal(shadow(host));
  });

  it('caps the popover at 300px and scrolls the rest', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ label: `Language ${index}`, linkUrl: `#l${index}` }));
    const host = mount(many);
    (await trigger(host)).click();
    await until(() => !list(host).hidden);
    expect(getComputedStyle(list(host)).maxHeight).to.equal('300px');
    expect(list(host).getBoundingClientRect().height).to.equal(300);
    expect(list(host).scrollHeight).to.be.greaterThan(300);
    expect(getComputedStyle(list(host)).overflowY).to.equal('auto');
  });

  it('is keyboard usable: Enter opens, arrows move, Escape closes and focus returns to the trigger', async () => {
    const host = mount(LINKS);
    const button = await trigger(host);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !list(host).hidden, 3000, 'open on Enter');
    expect(active(host)).to.equal(button); // a disclosure keeps focus on its button
    await sendKeys({ press: 'ArrowDown' });
    expect(active(host)?.textContent).to.equal('Français');
    await sendKeys({ press: 'ArrowDown' });
    expect(active(host)?.textContent).to.equal('Deutsch');
    await sendKeys({ press: 'End' });
    expect(active(host)?.textContent).to.equal('Italiano');
    await sendKeys({ press: 'ArrowDown' });
    expect(active(host)?.textContent).to.equal('Français'); // wraps
    await sendKeys({ press: 'ArrowUp' });
    expect(active(host)?.textContent).to.equal('Italiano');

    let escapedToPage = false;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escapedToPage = true;
    };
    document.addEventListener('keydown', onKey);
    await sendKeys({ press: 'Escape' });
    document.removeEventListener('keydown', onKey);
    await until(() => list(host).hidden, 3000, 'close on Escape');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(active(host)).to.equal(button);
    expect(escapedToPage, 'Escape is consumed by the open selector').to.equal(false);

    // Space opens too, and Tab from the last link leaves and closes it.
    await sendKeys({ press: 'Space' });
    await until(() => !list(host).hidden, 3000, 'open on Space');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(active(host)?.textContent).to.equal('Italiano');
    await sendKeys({ press: 'Tab' });
    await until(() => list(host).hidden, 3000, 'close when focus leaves');
    expect(document.activeElement?.id).to.equal('after');
  });

  it('closes on a click outside and when a link is chosen', async () => {
    const host = mount(LINKS);
    const button = await trigger(host);
    button.click();
    await until(() => !list(host).hidden);
    const outside = document.getElementById('outside')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(outside.left + 5), Math.round(outside.top + 5)] });
    await until(() => list(host).hidden, 3000, 'close on click outside');

    button.click();
    await until(() => !list(host).hidden);
    // A click inside the list does not count as outside.
    const box = list(host).getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 2), Math.round(box.top + 2)] });
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(list(host).hidden).to.equal(false);
    list(host).querySelector<HTMLAnchorElement>('a[href="#it"]')!.click();
    await until(() => list(host).hidden, 3000, 'close on choice');
    expect(location.hash).to.equal('#it');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('two links: one plain link built from the second entry; one link: nothing', async () => {
    const host = mount([
      { title: 'English', link: '/en.html' },
      { title: 'Français', link: '/fr.html', target: '_blank', lang: 'fr' },
    ]);
    const link = await until(() => shadow(host).querySelector<HTMLAnchorElement>('a'), 3000, 'the link');
    expect(link.textContent).to.equal('Français');
    expect(link.getAttribute('href')).to.equal('/fr.html');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(link.getAttribute('hreflang')).to.equal('fr');
    expect(shadow(host).querySelector('button')).to.equal(null);

    (host as unknown as { links: unknown }).links = [{ title: 'English', link: '/en.html' }];
    await until(() => !shadow(host).querySelector('a'), 3000, 'nothing for one link');
    expect(shadow(host).querySelector('button, a, ul')).to.equal(null);
  });

  it('reads both authored shapes from the links attribute, dropping unsafe URLs', async () => {
    const json = JSON.stringify([
      { title: 'English', link: '/en' },
      { label: 'Español', linkUrl: '/es' },
      { label: 'Evil', linkUrl: 'javascript:alert(1)' },
      { title: 'Nederlands', link: '/nl' },
    ]).replace(/"/g, '&quot;');
    const host = mount(undefined, `links="${json}"`);
    (await trigger(host)).click();
    await until(() => !list(host).hidden);
    expect([...list(host).querySelectorAll('a')].map((link) => link.getAttribute('href'))).to.deep.equal(['/es', '/nl']);
  });

  it("without links, uses the page's languageSwitcher and follows it", async () => {
    pageConfig.set({ languageSwitcher: { items: [{ title: 'English', link: '/en' }, { title: 'Cymraeg', link: '/cy' }] } });
    const host = mount(undefined);
    const link = await until(() => shadow(host).querySelector('a'), 3000, 'the store link');
    expect(link.textContent).to.equal('Cymraeg');
    pageConfig.set({
      languageSwitcher: [
        { title: 'English', link: '/en' },
        { title: 'Cymraeg', link: '/cy' },
        { title: 'Gàidhlig', link: '/gd' },
      ],
    });
    const button = await trigger(host);
    expect(button.textContent).to.equal('English');
  });

  it('opens upwards when there is no room below (a selector at the bottom of the page)', async () => {
    const container = fixture('<div style="position: fixed; inset-block-end: 0; inset-inline-start: 0"><brand-language-selector></brand-language-selector></div>');
    const host = container.querySelector<HTMLElement>('brand-language-selector')!;
    (host as unknown as { links: unknown }).links = Array.from({ length: 8 }, (_, index) => ({ label: `L${index}`, linkUrl: `#x${index}` }));
    const button = await trigger(host);
    button.click();
    await until(() => !list(host).hidden);
    expect(list(host).dataset.placement).to.equal('top');
    expect(list(host).getBoundingClientRect().bottom).to.be.at.most(button.getBoundingClientRect().top);
  });

  it('right to left: the popover lines up with the trigger on the right', async () => {
    const container = fixture('<div dir="rtl" style="display: flex; justify-content: flex-start"><brand-language-selector></brand-language-selector></div>');
    const host = container.querySelector<HTMLElement>('brand-language-selector')!;
    (host as unknown as { links: unknown }).links = [...LINKS, { label: 'العربية — a label much wider than the trigger', linkUrl: '#ar', lang: 'ar' }];
    const button = await trigger(host);
    button.click();
    await until(() => !list(host).hidden);
    expect(list(host).getBoundingClientRect().width).to.be.greaterThan(button.getBoundingClientRect().width + 20);
    const right = (element: Element) => Math.round(element.getBoundingClientRect().right);
    expect(right(list(host))).to.equal(right(button));
  });

  it('names the group with the model ariaLabel (a model field: the host keeps its own aria-label)', async () => {
    const host = mount(LINKS);
    (host as unknown as { model: unknown }).model = { ariaLabel: 'Language' };
    await trigger(host);
    const group = shadow(host).querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).to.equal('Language');
  });
});
