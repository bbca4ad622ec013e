import { expect } from 'chai';
import '../../src/elements/brand-rating-widget';
import { scriptRequested } from '../../src/core/async/loadScript';
import { captureConsole, cleanup, fixture, settle, shadow, until } from './helpers';

// The demo's stand-ins (the tests have no network), served by the test server from the repo.
const TRUSTPILOT = '/demo/mock/rating/trustpilot.js';
const TRUSTEDSHOPS = '/demo/mock/rating/trustedshops.js';
let run = 0;
/** A URL no earlier test has loaded (the registry is per page and keyed by URL). */
const fresh = (url: string) => `${url}?run=${++run}`;

const SNIPPET =
  '<!-- TrustBox widget - Micro Review Count --><div class="trustpilot-widget" data-locale="en-GB" data-template-id="5419b6a8b0d04a076446a9ad" data-businessunit-id="5c7d0e2a1b2c3d0001a1b2c3" data-style-height="24px" data-style-width="100%" data-theme="light"><a href="https://uk.trustpilot.com/review/example.com" target="_blank" rel="noopener">Trustpilot</a></div><script src="https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js"></script>';

type Host = HTMLElement & Record<string, unknown>;

const scriptsFor = (url: string) => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => script.getAttribute('src') === url);
const frames = async (count = 5) => {
  for (let i = 0; i < count; i++) await settle();
};

/** A widget far below the fold (the page is taller than the viewport). */
function belowTheFold(props: Record<string, unknown>, count = 1): Host[] {
  const container = fixture(`<div style="height: 3000px"></div>${'<brand-rating-widget></brand-rating-widget>'.repeat(count)}`);
  const hosts = [...container.querySelectorAll<Host>('brand-rating-widget')];
  hosts.forEach((host) => Object.assign(host, props));
  return hosts;
}

describe('brand-rating-widget', () => {
  afterEach(() => {
    cleanup();
    window.scrollTo(0, 0);
  });

  it('TrustPilot: loads the script once, only when the widget scrolls into view, and renders the snippet in the shadow root', async () => {
    const url = fresh(TRUSTPILOT);
    const [first, second] = belowTheFold({ serviceName: 'TrustPilot', trustPilotSnippet: SNIPPET, label: 'Rated by our customers', scriptUrl: url }, 2);
    const box = await until(() => shadow(first!).querySelector('.trustpilot-widget'), 3000, 'the snippet');
    await frames();
    expect(scriptRequested(url)).to.equal(false);
    expect(scriptsFor(url)).to.have.length(0);

    first!.scrollIntoView();
    await until(() => scriptsFor(url).length > 0, 3000, 'the script');
    const script = scriptsFor(url)[0]!;
    expect(script.parentNode).to.equal(document.body);
    expect(script.async).to.equal(true);
    // TrustPilot's API is handed the TrustBox inside the shadow root.
    await until(() => box.getAttribute('data-standin-rendered') === 'true', 3000, 'the TrustBox');
    expect(box.getRootNode()).to.equal(shadow(first!));
    expect(box.textContent).to.contain('Trustpilot');

    second!.scrollIntoView();
    const secondBox = await until(() => shadow(second!).querySelector('.trustpilot-widget[data-standin-rendered="true"]'), 3000, 'the second TrustBox');
    expect(secondBox).to.exist;
    await frames();
    expect(scriptsFor(url), 'one script for two widgets').to.have.length(1);
    expect(shadow(first!).querySelector('p')!.textContent).to.equal('Rated by our customers');
  });

  it("keeps the data-* attributes TrustPilot reads and drops the snippet's own script", async () => {
    const url = fresh(TRUSTPILOT);
    const [host] = belowTheFold({ serviceName: 'TrustPilot', trustPilotSnippet: SNIPPET, scriptUrl: url });
    const box = await until(() => shadow(host!).querySelector<HTMLElement>('.trustpilot-widget'), 3000, 'the snippet');
    expect(box.dataset).to.include({
      locale: 'en-GB',
      templateId: '5419b6a8b0d04a076446a9ad',
      businessunitId: '5c7d0e2a1b2c3d0001a1b2c3',
      styleHeight: '24px',
      styleWidth: '100%',
      theme: 'light',
    });
    expect(shadow(host!).querySelector('script')).to.equal(null);
    expect(scriptsFor('https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js')).to.have.length(0);
  });

  it('sanitizes the snippet: no script, no event handlers', async () => {
    (window as unknown as { pwned?: boolean }).pwned = false;
    const container = fixture('<brand-rating-widget service-name="TrustPilot"></brand-rating-widget>');
    const host = container.querySelector<Host>('brand-rating-widget')!;
    host.scriptUrl = fresh(TRUSTPILOT);
    host.trustPilotSnippet =
      '<div class="trustpilot-widget" data-template-id="x" onmouseover="window.pwned=true"><img src="x" onerror="window.pwned=true"><script>window.pwned=true</script><a href="javascript:window.pwned=true">x</a></div>';
    const box = await until(() => shadow(host).querySelector('.trustpilot-widget'), 3000, 'the snippet');
    await frames();
    expect((window as unknown as { pwned?: boolean }).pwned).to.equal(false);
    const root = shadow(host);
    expect(root.querySelector('script')).to.equal(null);
    expect(root.querySelectorAll('[onerror], [onmouseover]').length).to.equal(0);
    expect(box.getAttribute('data-template-id')).to.equal('x');
  });

  it('TrustedShop: the badge element with its fixed configuration, 50 by 50, upgraded by the loaded script', async () => {
    const url = fresh(TRUSTEDSHOPS);
    const [host] = belowTheFold({ serviceName: 'TrustedShop', trustedShopId: 'X1234ABCD', scriptUrl: url, label: 'Trusted Shops' });
    const badge = await until(() => shadow(host!).querySelector<HTMLElement>('trustedshops-badge'), 3000, 'the badge');
    expect(badge.getAttribute('shop-id')).to.equal('X1234ABCD');
    expect(badge.getAttribute('card-trigger')).to.equal('click');
    expect(badge.getAttribute('variant')).to.equal('custom_reviews');
    expect(badge.getAttribute('width')).to.equal('50');
    expect(badge.getAttribute('height')).to.equal('50');
    const rect = badge.getBoundingClientRect();
    expect([rect.width, rect.height]).to.deep.equal([50, 50]);
    await frames();
    expect(scriptsFor(url)).to.have.length(0);

    host!.scrollIntoView();
    await until(() => badge.getAttribute('data-standin-rendered') === 'true', 3000, 'the badge to upgrade');
    expect(scriptsFor(url)).to.have.length(1);
    // The stand-in's card opens on click.
    const seal = badge.shadowRoot!.querySelector('button')!;
    seal.click();
    expect(seal.getAttribute('aria-expanded')).to.equal('true');
  });

  it('a script that cannot load: the label only, and one console error naming the element', async () => {
    const url = fresh('/demo/mock/rating/missing.js');
    let hosts: Host[] = [];
    const { errors } = await captureConsole(async () => {
      const container = fixture('<brand-rating-widget></brand-rating-widget><brand-rating-widget></brand-rating-widget>');
      hosts = [...container.querySelectorAll<Host>('brand-rating-widget')];
      hosts.forEach((host) => Object.assign(host, { serviceName: 'TrustPilot', trustPilotSnippet: SNIPPET, scriptUrl: url, label: 'Reviews' }));
      await until(() => hosts.every((host) => shadow(host).querySelector('[data-status="failed"]')), 5000, 'the failure');
      await frames();
    });
    for (const host of hosts) {
      expect(shadow(host).querySelector('.trustpilot-widget')).to.equal(null);
      expect(shadow(host).textContent).to.equal('Reviews');
    }
    const ours = errors.filter((message) => message.includes('<brand-rating-widget>'));
    expect(ours).to.have.length(1);
    expect(ours[0]).to.contain(url);
    expect(scriptsFor(url)).to.have.length(1);
  });

  it('unusable configuration loads nothing: unknown service, bad shop id, refused script URL', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ serviceName: 'Yotpo' }, /unknown serviceName "Yotpo"/],
      [{ serviceName: 'TrustedShop', trustedShopId: 'abc/../x' }, /trustedShopId/],
      [{ serviceName: 'TrustedShop', trustedShopId: 'ABC', scriptUrl: 'javascript:alert(1)' }, /refused scriptUrl/],
      [{ serviceName: 'TrustPilot', trustPilotSnippet: SNIPPET, scriptUrl: '//evil.example/x.js' }, /refused scriptUrl/],
    ];
    for (const [props, expected] of cases) {
      const before = document.querySelectorAll('script').length;
      let host!: Host;
      const { errors } = await captureConsole(async () => {
        const container = fixture('<brand-rating-widget label="Our reviews"></brand-rating-widget>');
        host = container.querySelector<Host>('brand-rating-widget')!;
        Object.assign(host, props);
        await until(() => shadow(host).querySelector('p'), 3000, 'the label');
        await frames();
      });
      expect(errors.some((message) => message.includes('<brand-rating-widget>') && expected.test(message)), String(expected)).to.equal(true);
      expect(shadow(host).textContent).to.equal('Our reviews');
      expect(shadow(host).querySelector('trustedshops-badge, .trustpilot-widget')).to.equal(null);
      expect(document.querySelectorAll('script').length).to.equal(before);
      cleanup();
    }
  });

  it('without IntersectionObserver it loads at once', async () => {
    const original = window.IntersectionObserver;
    (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
    try {
      const url = fresh(TRUSTPILOT);
      const [host] = belowTheFold({ serviceName: 'TrustPilot', trustPilotSnippet: SNIPPET, scriptUrl: url });
      await until(() => shadow(host!).querySelector('.trustpilot-widget[data-standin-rendered="true"]'), 3000, 'the TrustBox');
      expect(scriptsFor(url)).to.have.length(1);
    } finally {
      window.IntersectionObserver = original;
    }
  });
});
