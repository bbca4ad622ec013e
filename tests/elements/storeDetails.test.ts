import { expect } from 'chai';
import '../../src/elements/brand-store-details';
import { authoringStore } from '../../src/core/stores/authoring';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { installClock, type ManualClock } from './manualClock';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

const PIXEL = '/tests/elements/fixtures/pixel.png';
const HYBRIS = { apiUrl: '/stub/occ', site: 'brand-gb' };
const time = (hour: number) => ({ hour, minute: 0, formattedHour: `${String(hour).padStart(2, '0')}:00` });
const STORE = {
  name: 'london-carnaby',
  displayName: 'London Carnaby Street',
  address: { line1: '12 Carnaby Street', town: 'London', postalCode: 'W1F 9PS', country: { isocode: 'GB', name: 'United Kingdom' }, phone: '+44 20 7946 0321' },
  geoPoint: { latitude: 51.5131, longitude: -0.1391 },
  timeZone: 'Europe/London',
  openingHours: {
    weekDayOpeningList: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((weekDay) =>
      weekDay === 'Sun' ? { weekDay, closed: true } : { weekDay, closed: false, openingTime: time(10), closingTime: time(weekDay === 'Fri' ? 1 : 20) },
    ),
  },
  features: { entry: [{ key: 'a', value: 'Device trial' }, { key: 'b', value: 'Repairs' }] },
  paymentMethods: [{ code: 'visa', name: 'Visa' }, { code: 'cash', name: 'Cash' }],
  storeImages: [{ format: 'map', url: PIXEL, altText: 'Map of Soho' }],
};

const realFetch = window.fetch;
let calls: string[] = [];
let open = true;
/** Answers the store call with `answer`; after the test (open = false) any call fails the run. */
function stubFetch(answer: (url: string) => Response | Promise<Response>): void {
  window.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (!open) throw new Error(`a call after the test ended: ${url}`);
    calls.push(url);
    return answer(url);
  }) as typeof fetch;
}

type Host = HTMLElement & Record<string, unknown>;
const mount = (attributes = 'store-name="london-carnaby"'): Host => fixture(`<brand-store-details ${attributes}></brand-store-details>`).querySelector<Host>('brand-store-details')!;
const card = (host: Element) => until(() => shadow(host).querySelector('article'), 3000, 'the store card');
const state = (host: Element) => shadow(host).querySelector<HTMLElement>('[data-state]');

describe('brand-store-details', () => {
  let clock: ManualClock | undefined;
  beforeEach(() => {
    open = true;
    calls = [];
    pageConfig.set({ hybrisConfig: HYBRIS, lang: 'en-GB' });
  });
  afterEach(async () => {
    cleanup();
    await settle(); // the deferred unmount aborts what is in flight
    open = false;
    window.fetch = realFetch;
    clock?.restore();
    clock = undefined;
    pageConfig.set({});
    authoringStore.set('disabled');
  });

  it("reads the store from OCC with the page's hybrisConfig and shows its name, address, phone, services, payments and map", async () => {
    clock = installClock(Date.parse('2026-06-03T11:00:00Z')); // Wednesday 12:00 in London
    stubFetch(() => Response.json(STORE));
    const host = mount();
    const article = await card(host);
    expect(calls).to.deep.equal(['/stub/occ/v2/brand-gb/stores/london-carnaby?fields=FULL']);
    expect(article.querySelector('h2')!.textContent).to.equal('London Carnaby Street');
    expect(article.getAttribute('aria-labelledby')).to.equal(article.querySelector('h2')!.id);
    const address = article.querySelector('address')!;
    expect(address.textContent).to.contain('12 Carnaby Street').and.contain('W1F 9PS London').and.contain('United Kingdom');
    expect(address.querySelector('a')!.getAttribute('href')).to.equal('tel:+442079460321');
    expect([...article.querySelectorAll('ul')].map((list) => [...list.children].map((item) => item.textContent))).to.deep.equal([['Device trial', 'Repairs'], ['Visa', 'Cash']]);
    const map = article.querySelector<HTMLImageElement>('img[data-map]')!;
    expect([map.getAttribute('src'), map.alt]).to.deep.equal([PIXEL, 'Map of Soho']);
    // styled from the theme: the card has a border and padding
    expect(getComputedStyle(article).paddingTop).to.not.equal('0px');
  });

  it('shows open now with the closing time, closed now with the next opening, and follows the clock each minute', async () => {
    clock = installClock(Date.parse('2026-06-03T18:58:30Z')); // Wednesday 19:58:30 BST
    stubFetch(() => Response.json(STORE));
    const host = mount();
    await card(host);
    const shown = await until(() => state(host), 3000, 'the open state');
    expect(shown.dataset.state).to.equal('open');
    expect(shown.textContent).to.equal('Open nowCloses 20:00');
    expect(getComputedStyle(shown).color).to.not.equal(getComputedStyle(shadow(host).querySelector('h2')!).color);
    clock.tick(90_000); // 20:00
    await until(() => state(host)?.dataset.state === 'closed', 3000, 'closed at 20:00');
    expect(state(host)!.textContent).to.equal('Closed nowOpens Thursday 10:00');
    expect(clock.pending()).to.have.length(1); // one minute timer, no pile-up
  });

  it("marks today's row (in the store's zone) in a real table with a caption and day row headers", async () => {
    clock = installClock(Date.parse('2026-06-05T23:30:00Z')); // Friday 23:30 UTC = Saturday 00:30 BST: Friday's late opening
    stubFetch(() => Response.json(STORE));
    const host = mount('store-name="london-carnaby" opening-hours-label="Hours" today-label="heute"');
    await until(() => state(host), 3000, 'the open state');
    expect(state(host)!.dataset.state).to.equal('open');
    const table = shadow(host).querySelector('table')!;
    expect(table.caption!.textContent).to.equal('Hours');
    const heads = [...table.querySelectorAll('tbody th[scope="row"]')].map((cell) => cell.firstChild!.textContent);
    expect(heads).to.deep.equal(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const current = table.querySelectorAll('tr[aria-current="date"]');
    expect(current).to.have.length(1);
    expect(current[0]!.querySelector('th')!.textContent).to.equal('Saturday(heute)');
    expect(table.rows[4]!.cells[1]!.textContent).to.equal('10:00 – 01:00');
    expect(table.rows[6]!.cells[1]!.textContent).to.equal('Closed');
    expect(getComputedStyle(current[0]!).backgroundColor).to.not.equal(getComputedStyle(table.rows[0]!).backgroundColor);
  });

  it('links directions to Google Maps in a new tab with noopener, saying so to screen readers', async () => {
    stubFetch(() => Response.json(STORE));
    const host = mount('store-name="london-carnaby" directions-label="Route" new-tab-label="new tab"');
    const link = await until(() => shadow(host).querySelector<HTMLAnchorElement>('a[data-directions]'), 3000, 'the link');
    expect(link.href).to.equal('https://www.google.com/maps/dir/?api=1&destination=51.5131,-0.1391');
    expect([link.target, link.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
    expect(link.textContent).to.equal('Route(new tab)');
    expect(link.getBoundingClientRect().height).to.be.at.least(44);
  });

  it('an authored map image replaces the store map; a refused URL does not', async () => {
    stubFetch(() => Response.json(STORE));
    const host = mount('store-name="london-carnaby" map-image="/tests/elements/fixtures/pixel.png?authored" map-alt-text="Our shop"');
    const map = await until(() => shadow(host).querySelector<HTMLImageElement>('img[data-map]'), 3000, 'the map');
    expect([map.getAttribute('src'), map.alt]).to.deep.equal(['/tests/elements/fixtures/pixel.png?authored', 'Our shop']);
    const { errors } = await captureConsole(async () => {
      host.mapImage = 'javascript:alert(1)';
      await until(() => map.getAttribute('src') === PIXEL || shadow(host).querySelector('img[data-map]')?.getAttribute('src') === PIXEL, 3000, 'the store map back');
    });
    expect(errors.join()).to.contain('refused mapImage');
  });

  it('holds its place with a busy skeleton while loading', async () => {
    let answer!: (response: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const host = mount();
    const skeleton = await until(() => shadow(host).querySelector<HTMLElement>('[data-skeleton]'), 3000, 'the skeleton');
    expect(skeleton.parentElement!.getAttribute('aria-busy')).to.equal('true');
    expect(skeleton.getBoundingClientRect().height).to.be.above(100);
    answer(Response.json(STORE));
    await card(host);
  });

  it('a failing call: one console error naming the element, a short message, the page lives on', async () => {
    stubFetch(() => Response.json({ errors: [{ type: 'UnknownIdentifierError' }] }, { status: 400 }));
    const { errors } = await captureConsole(async () => {
      const host = mount('store-name="nowhere" error-message="Not available"');
      const message = await until(() => shadow(host).querySelector('[data-error]'), 3000, 'the message');
      expect(message.textContent).to.equal('Not available');
      await settle();
    });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('<brand-store-details>').and.contain('nowhere');
  });

  it('renders nothing live without a store name, fetches nothing; the editor shows a placeholder', async () => {
    stubFetch(() => Response.json(STORE));
    const host = mount('');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(shadow(host).querySelector('article, [data-skeleton]')).to.equal(null);
    expect(calls).to.have.length(0);
    authoringStore.set('edit');
    await until(() => shadow(host).textContent?.includes('Store details: set the store name'), 3000, 'the placeholder');
  });

  it('takes hybrisConfig as a property on a page without <brand-page>', async () => {
    pageConfig.set({});
    stubFetch(() => Response.json(STORE));
    const host = mount();
    host.hybrisConfig = { apiUrl: 'https://partner.example/occ', site: 'p' };
    await card(host);
    expect(calls.at(-1)).to.equal('https://partner.example/occ/v2/p/stores/london-carnaby?fields=FULL');
  });
});
