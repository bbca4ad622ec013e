import { expect } from 'chai';
import '../../src/elements/brand-ratings-reviews';
import { authoringStore } from '../../src/core/stores/authoring';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { visitorStore } from '../../src/core/stores/visitor';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

const HYBRIS = { apiUrl: '/stub/occ', site: 'brand-gb', clientId: 'demo-occ-client', clientSecret: 'demo-occ-secret' };
const realFetch = window.fetch;
const day = (n: number) => new Date(Date.UTC(2026, 4, 30 - n, 10)).toISOString().replace(/\.\d{3}Z$/, '+0000');

/** 12 reviews: ratings 5,5,4,5,3,4,5,4,5,4,2,5 (average 4.25 → 4.3), r1 the newest, given out of order. */
const TWELVE = [5, 5, 4, 5, 3, 4, 5, 4, 5, 4, 2, 5]
  .map((rating, index) => ({ id: `r${index + 1}`, rating, headline: `Headline ${index + 1}`, comment: `Comment ${index + 1}`, alias: `Person ${index + 1}, Leeds`, date: day(index) }))
  .reverse();

interface Stub {
  posts: Array<{ body: unknown; authorization: string | null }>;
  gets: string[];
}

let inflight: Promise<unknown>[] = [];

/** window.fetch stand-in: tokens, the reviews list, and POST answered by `post`. Every request is tracked. */
function stubOcc(list: () => Response | Promise<Response>, post: () => Response | Promise<Response> = () => Response.json({ id: 'new' }, { status: 201 })): Stub {
  const stub: Stub = { posts: [], gets: [] };
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = (async () => {
      if (url.endsWith('/oauth/token')) return Response.json({ access_token: 'occ-test', token_type: 'bearer', expires_in: 3600 });
      if (url.includes('/reviews') && init?.method === 'POST') {
        stub.posts.push({ body: JSON.parse(String(init.body)), authorization: new Headers(init.headers).get('Authorization') });
        return post();
      }
      if (url.includes('/reviews')) {
        stub.gets.push(url);
        return list();
      }
      return Response.json({}, { status: 404 });
    })();
    inflight.push(answer.catch(() => undefined));
    return answer;
  }) as typeof fetch;
  return stub;
}

function setCookies(loggedIn: boolean): void {
  for (const name of ['brand_uid', 'brand_token', 'brand_commerce_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  if (loggedIn) document.cookie = 'brand_uid=demo-lau; Path=/';
  if (loggedIn) document.cookie = 'brand_token=token-demo-lau; Path=/';
}

function mount(attributes = 'product-code="ZYN-COOLMINT-6MG" login-url="/storefront.html?page=login"'): { host: HTMLElement; root: ShadowRoot } {
  const container = fixture(`<brand-ratings-reviews ${attributes}></brand-ratings-reviews>`);
  const host = container.querySelector<HTMLElement>('brand-ratings-reviews')!;
  return { host, root: shadow(host) };
}

const reviews = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[data-review]')];
const button = (root: ShadowRoot, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);

describe('brand-ratings-reviews', () => {
  beforeEach(() => {
    inflight = [];
    setCookies(false);
    visitorStore.set('LAS');
    pageConfig.set({ hybrisConfig: HYBRIS, lang: 'en-GB' });
  });
  afterEach(async () => {
    // Every request a test started has finished before the next test (or the real server) can be reached.
    await Promise.all(inflight);
    window.fetch = realFetch;
    cleanup();
    setCookies(false);
    visitorStore.set('LAS');
    pageConfig.set({});
    authoringStore.set('disabled');
  });

  it('shows the average, the distribution and the newest five reviews, then shows more and focuses the first new one', async () => {
    const stub = stubOcc(() => Response.json({ reviews: TWELVE }));
    const { errors, warnings } = await captureConsole(async () => {
      const { root } = mount();
      await until(() => reviews(root).length === 5, 3000, 'five reviews');
      expect(stub.gets[0]).to.equal('/stub/occ/v2/brand-gb/products/ZYN-COOLMINT-6MG/reviews?fields=FULL');
      const average = root.querySelector('[data-stars="large"]')!;
      expect(average.getAttribute('role')).to.equal('img');
      expect(average.getAttribute('aria-label')).to.equal('4.3 out of 5 stars, 12 reviews');
      expect(root.querySelector('[data-number]')!.textContent).to.equal('4.3');
      const rows = [...root.querySelectorAll('[data-distribution] li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
      expect(rows).to.deep.equal(['5 stars 6 reviews, 6 (50%)', '4 stars 4 reviews, 4 (33%)', '3 stars 1 review, 1 (8%)', '2 stars 1 review, 1 (8%)', '1 star 0 reviews, 0 (0%)']);
      expect(reviews(root).map((r) => r.querySelector('h3')!.textContent)).to.deep.equal(['Headline 1', 'Headline 2', 'Headline 3', 'Headline 4', 'Headline 5']);
      expect(reviews(root)[0]!.querySelector('time')!.textContent).to.equal('30 May 2026');
      // a 4-star review shows four whole stars and an empty fifth (the clipped row cuts, never shrinks, its stars)
      const fourth = reviews(root)[2]!;
      expect(fourth.querySelector('[data-stars]')!.getAttribute('aria-label')).to.equal('4 stars');
      const full = [...fourth.querySelectorAll('[data-row="full"] svg')].map((svg) => svg.getBoundingClientRect().width);
      const stars = fourth.querySelector('[data-stars]')!.getBoundingClientRect().width;
      expect(stars).to.equal(fourth.querySelector('[data-row="empty"]')!.getBoundingClientRect().width);
      const box = fourth.querySelector('[data-fill]')!.getBoundingClientRect().width / stars;
      expect(full.every((width) => width === 18)).to.equal(true);
      expect(box).to.be.closeTo(0.8, 0.01);
      // styled from the theme
      expect(getComputedStyle(root.querySelector('[data-top]')!).display).to.equal('grid');

      button(root, 'Show more reviews')!.click();
      await until(() => reviews(root).length === 10, 3000, 'ten reviews');
      await until(() => root.activeElement === reviews(root)[5], 3000, 'focus on the sixth review');
      expect(root.querySelector('[data-more] p')!.textContent).to.equal('Showing 10 of 12 reviews');
      button(root, 'Show more reviews')!.click();
      await until(() => reviews(root).length === 12, 3000, 'all reviews');
      expect(button(root, 'Show more reviews')).to.equal(undefined);
    });
    expect(errors).to.deep.equal([]);
    expect(warnings).to.deep.equal([]);
  });

  it('shows visitors’ text as text and ignores ratings outside 1..5', async () => {
    stubOcc(() =>
      Response.json({
        reviews: [
          { id: 'x', rating: 4, headline: '<b>bold</b>', comment: '<img src=x onerror="window.__pwned=1">', date: day(1) },
          { id: 'bad', rating: 9, headline: 'Nine', comment: 'no', date: day(0) },
          { id: 'zero', rating: 0, headline: 'Zero', comment: 'no', date: day(0) },
        ],
      }),
    );
    const { root } = mount();
    await until(() => reviews(root).length === 1, 3000, 'one review');
    expect(root.querySelector('img, b')).to.equal(null);
    expect(reviews(root)[0]!.textContent).to.contain('<img src=x onerror="window.__pwned=1">');
    expect(root.querySelector('[data-stars="large"]')!.getAttribute('aria-label')).to.equal('4.0 out of 5 stars, 1 review');
  });

  it('no reviews: says so; anonymous visitors get the log-in link (a refused URL gives none)', async () => {
    stubOcc(() => Response.json({}));
    const { root } = mount();
    await until(() => root.querySelector('[data-none]'), 3000, 'the no-reviews message');
    const link = root.querySelector<HTMLAnchorElement>('a[data-login]')!;
    expect(link.textContent).to.equal('Log in to write a review');
    expect(link.getAttribute('href')).to.equal('/storefront.html?page=login');
    expect(button(root, 'Write a review')).to.equal(undefined);
    cleanup();
    const { errors } = await captureConsole(async () => {
      const refused = mount('product-code="ZYN-X" login-url="javascript:alert(1)"');
      await until(() => refused.root.querySelector('[data-none]'), 3000, 'the no-reviews message');
      expect(refused.root.querySelector('a')).to.equal(null);
    });
    // the shared URL check reports the refused field (useSafeUrl)
    expect(errors.join()).to.contain('loginUrl');
  });

  it('a logged-in visitor writes a review: validation first, then one POST, then a thank-you that takes focus', async () => {
    setCookies(true);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const stub = stubOcc(
      () => Response.json({ reviews: TWELVE.slice(0, 2) }),
      async () => {
        await held;
        return Response.json({ id: 'new', rating: 4 }, { status: 201 });
      },
    );
    const { root } = mount();
    await until(() => button(root, 'Write a review'), 3000, 'the write button');
    button(root, 'Write a review')!.click();
    const form = await until(() => root.querySelector('form'), 3000, 'the form');
    await until(() => root.activeElement === form.querySelector('h3'), 3000, 'focus on the form heading');
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => root.querySelectorAll('[data-problem]').length === 3, 3000, 'three problems');
    const radio = form.querySelector<HTMLInputElement>('input[type="radio"]')!;
    expect(root.activeElement).to.equal(radio);
    const problem = (id: string | null) => root.getElementById(id!)?.textContent;
    expect(problem(form.querySelector('fieldset')!.getAttribute('aria-describedby'))).to.equal('Choose a rating from 1 to 5 stars.');
    const headline = form.querySelector<HTMLInputElement>('input[name="headline"]')!;
    expect(problem(headline.getAttribute('aria-describedby'))).to.equal('Enter a headline.');
    expect(headline.getAttribute('aria-invalid')).to.equal('true');
    expect(problem(form.querySelector('textarea')!.getAttribute('aria-describedby'))).to.equal('Enter your review.');
    expect(stub.posts).to.have.length(0);

    form.querySelectorAll<HTMLInputElement>('input[type="radio"]')[3]!.click();
    const type = (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
      setter.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type(headline, '  Lovely tin ');
    type(form.querySelector('textarea')!, 'Fresh all day.');
    type(form.querySelector<HTMLInputElement>('input[name="alias"]')!, 'Lau, London');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(root.querySelectorAll('[data-problem]')).to.have.length(0);
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    submit.click();
    await until(() => stub.posts.length === 1, 3000, 'the POST');
    submit.click();
    submit.click();
    await settle();
    expect(form.getAttribute('aria-busy')).to.equal('true');
    release();
    const thanks = await until(() => root.querySelector<HTMLElement>('[data-thanks]'), 3000, 'the thank-you');
    await until(() => root.activeElement === thanks, 3000, 'focus on the thank-you');
    expect(stub.posts).to.have.length(1);
    expect(stub.posts[0]!.body).to.deep.equal({ headline: 'Lovely tin', comment: 'Fresh all day.', rating: 4, alias: 'Lau, London' });
    expect(stub.posts[0]!.authorization).to.equal('Bearer occ-test');
    expect(thanks.textContent).to.contain('once it has been checked');
  });

  it('a failed POST shows the message and keeps what was typed', async () => {
    setCookies(true);
    stubOcc(() => Response.json({}), () => Response.json({ errors: [{ type: 'InternalServerError' }] }, { status: 500 }));
    const { errors } = await captureConsole(async () => {
      const { root } = mount();
      (await until(() => button(root, 'Write a review'), 3000, 'the write button')).click();
      const form = await until(() => root.querySelector('form'), 3000, 'the form');
      form.querySelectorAll<HTMLInputElement>('input[type="radio"]')[4]!.click();
      for (const [selector, value] of [['input[name="headline"]', 'Great'], ['textarea', 'Really great.']] as const) {
        const element = form.querySelector<HTMLInputElement>(selector)!;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!.call(element, value);
        element.dispatchEvent(new Event('input', { bubbles: true }));
      }
      await settle();
      form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await until(() => form.querySelector('[role="alert"]')!.textContent, 3000, 'the failure message');
      expect(form.querySelector('[role="alert"]')!.textContent).to.equal('Your review could not be sent. Please try again in a moment.');
      expect(form.querySelector<HTMLInputElement>('input[name="headline"]')!.value).to.equal('Great');
      expect(form.querySelector('textarea')!.value).to.equal('Really great.');
      expect(form.querySelectorAll<HTMLInputElement>('input[type="radio"]')[4]!.checked).to.equal(true);
    });
    expect(errors).to.deep.equal(['brand-ratings-reviews: Unable to post the review.']);
  });

  it('a failed load shows the error and logs one error naming the element; the page lives on', async () => {
    stubOcc(() => Response.json({ errors: [{ type: 'InternalServerError' }] }, { status: 500 }));
    const { errors } = await captureConsole(async () => {
      const { root } = mount();
      const error = await until(() => root.querySelector('[data-error]'), 3000, 'the error');
      expect(error.getAttribute('role')).to.equal('alert');
      expect(error.textContent).to.equal('Reviews could not be loaded. Please try again later.');
    });
    expect(errors).to.deep.equal(['brand-ratings-reviews: Unable to load reviews.']);
  });

  it('holds its size with a skeleton while loading', async () => {
    let release!: () => void;
    stubOcc(() => new Promise<Response>((resolve) => (release = () => resolve(Response.json({})))));
    const { root } = mount();
    const skeleton = await until(() => root.querySelector<HTMLElement>('[data-skeleton]'), 3000, 'the skeleton');
    expect(skeleton.getBoundingClientRect().height).to.be.greaterThan(200);
    expect(skeleton.getAttribute('role')).to.equal('status');
    await until(() => release, 3000, 'the request');
    release();
    await until(() => root.querySelector('[data-none]'), 3000, 'the answer');
  });

  it('is empty without a product code: nothing live, a placeholder in the editor; no request', async () => {
    const stub = stubOcc(() => Response.json({}));
    const live = mount('');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(live.root.querySelector('section')).to.equal(null);
    expect(live.host.getBoundingClientRect().height).to.equal(0);
    cleanup();
    authoringStore.set('edit');
    const edit = mount('');
    const placeholder = await until(() => edit.root.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
    expect(placeholder.textContent).to.equal('Ratings and reviews: set a product code');
    expect(stub.gets).to.have.length(0);
  });
});
