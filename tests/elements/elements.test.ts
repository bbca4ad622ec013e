import { expect } from 'chai';
import '../../src/elements/brand-text';
import '../../src/elements/brand-button';
import '../../src/elements/brand-link';
import '../../src/elements/brand-image';
import '../../src/elements/brand-spacer';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { authoringStore } from '../../src/core/stores/authoring';
import { brokenImagesSettled, captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, transitionsDone, until } from './helpers';

const within = (container: HTMLElement, tag: string) => shadow(container.querySelector(tag)!);
const PIXEL = '/tests/elements/fixtures/pixel.png';

describe('brand-text', () => {
  afterEach(cleanup);

  it('sanitizes rich text: no script, no handlers, no javascript: links; new-window links get noopener', async () => {
    (window as unknown as { pwned?: boolean }).pwned = false;
    const html = [
      '<h2>Flavours</h2>',
      '<p>Cool <b>mint</b><img src="x" onerror="window.pwned=true"></p>',
      '<script>window.pwned = true</script>',
      '<a href="javascript:window.pwned=true">bad</a>',
      '<a href="https://example.com" target="_blank">new window</a>',
      '<a href="/shop">same window</a>',
      '<svg><a xlink:href="javascript:alert(1)"><text>svg</text></a></svg>',
      '<style>p{color:red}</style>',
      '<p style="color:red">styled</p>',
    ].join('');
    const container = fixture('<brand-text rich-text></brand-text>');
    const host = container.querySelector<HTMLElement & { text: string }>('brand-text')!;
    host.text = html;
    const root = shadow(host);
    await until(() => root.querySelector('h2'));
    await brokenImagesSettled();
    expect((window as unknown as { pwned?: boolean }).pwned).to.equal(false);
    expect(root.querySelector('script')).to.equal(null);
    expect(root.querySelector('style')).to.equal(null);
    expect(root.querySelectorAll('[onerror], [style]').length).to.equal(0);
    for (const link of root.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.to.match(/javascript:/i);
    const external = root.querySelector('a[target="_blank"]')!;
    expect(external.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(root.querySelector('a[href="/shop"]')!.hasAttribute('rel')).to.equal(false);
    expect(getComputedStyle(root.querySelector('h2')!).fontWeight).to.equal('700');
  });

  it('keeps emphasis visible in zyn3, whose bold weight is 400', async () => {
    const container = fixture('<brand-text theme="zyn3" rich-text text="<p>Plain and <strong>strong</strong></p>"></brand-text>');
    const strong = await until(() => within(container, 'brand-text').querySelector('strong'));
    expect(Number(getComputedStyle(strong).fontWeight)).to.be.at.least(600);
  });

  it('shows plain text as text, never as HTML', async () => {
    const container = fixture('<brand-text text="<b>not bold</b>"></brand-text>');
    const p = await until(() => within(container, 'brand-text').querySelector('p'));
    expect(p.textContent).to.equal('<b>not bold</b>');
    expect(p.querySelector('b')).to.equal(null);
  });
});

describe('brand-button', () => {
  afterEach(cleanup);

  it('renders the three variants with the brand radius', async () => {
    const container = fixture(
      ['contained', 'outlined', 'text'].map((v) => `<brand-button variant="${v}" label="${v}"></brand-button>`).join(''),
    );
    const buttons = await until(() => {
      const found = [...container.querySelectorAll('brand-button')].map((host) => shadow(host).querySelector('button'));
      return found.every(Boolean) ? (found as HTMLButtonElement[]) : null;
    });
    expect(buttons[0]!.className).to.contain('MuiButton-contained');
    expect(buttons[1]!.className).to.contain('MuiButton-outlined');
    expect(buttons[2]!.className).to.contain('MuiButton-text');
    expect(getComputedStyle(buttons[0]!).borderTopLeftRadius).to.equal('24px');
    expect(getComputedStyle(buttons[0]!).backgroundColor).to.equal('rgb(0, 169, 224)'); // zyn #00A9E0
    expect(getComputedStyle(buttons[1]!).color).to.equal('rgb(0, 24, 113)'); // dark tone for contrast
  });

  it('keeps its label readable on hover in every theme (zyn and iqos labels are the hover fill colour)', async () => {
    const themes = ['zyn', 'zyn3', 'iqos', 'veev-vape', 'thunder'];
    const container = fixture(themes.map((theme) => `<brand-button theme="${theme}" label="${theme}"></brand-button>`).join(''));
    const buttons = await until(() => {
      const found = [...container.querySelectorAll('brand-button')].map((host) => shadow(host).querySelector('button'));
      return found.every(Boolean) ? (found as HTMLButtonElement[]) : null;
    });
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
      await until(() => button.matches(':hover'), 1000, 'hover');
      await transitionsDone(button); // the colour transition
      const style = getComputedStyle(button);
      expect(style.color, `${button.textContent} hovered`).not.to.equal(style.backgroundColor);
    }
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it("ripples from the press for the spec's 550 ms and fades when released; a keyboard focus rings and pulses; a disabled button does neither", async () => {
    const container = fixture('<button id="before">before</button><brand-button label="Press"></brand-button><brand-button label="Off" disabled></brand-button>');
    const [button, off] = await until(() => {
      const found = [...container.querySelectorAll('brand-button')].map((host) => shadow(host).querySelector('button'));
      return found.every(Boolean) ? (found as HTMLButtonElement[]) : null;
    });
    const box = button!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 10), Math.round(box.y + box.height / 2)] });
    await sendMouse({ type: 'down' });
    const ripple = await until(() => button!.querySelector<HTMLElement>('.MuiTouchRipple-root .MuiTouchRipple-ripple'), 2000, 'a ripple');
    const enter = getComputedStyle(ripple);
    expect(enter.animationDuration).to.equal('0.55s');
    expect(ripple.classList.contains('MuiTouchRipple-rippleVisible')).to.equal(true);
    // From the press: its centre is where the pointer went down, 10 px in from the start.
    const drawn = ripple.getBoundingClientRect();
    expect(Math.abs(drawn.left + drawn.width / 2 - (box.x + 10))).to.be.below(2);
    expect(getComputedStyle(ripple.firstElementChild!).backgroundColor).to.equal(getComputedStyle(button!).color);
    await sendMouse({ type: 'up' });
    expect(ripple.firstElementChild!.classList.contains('MuiTouchRipple-childLeaving')).to.equal(true);
    await until(() => !ripple.isConnected, 3000, 'the ripple gone after it faded');
    await sendMouse({ type: 'move', position: [0, 0] });
    // The keyboard: Mui-focusVisible (the focus ring) and a pulsing ripple in the centre.
    container.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    await until(() => shadow(container.querySelector('brand-button')!).activeElement === button, 2000, 'focused by Tab');
    await until(() => button!.classList.contains('Mui-focusVisible'), 2000, 'the focus-visible class');
    expect(getComputedStyle(button!).outlineStyle).to.equal('solid');
    expect(button!.querySelector('.MuiTouchRipple-childPulsate')).to.exist;
    button!.blur();
    await until(() => !button!.classList.contains('Mui-focusVisible'), 2000, 'the ring gone on blur');
    // Disabled: a press draws nothing.
    const offBox = off!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(offBox.x + offBox.width / 2), Math.round(offBox.y + offBox.height / 2)] });
    await settle();
    expect(off!.querySelector('.MuiTouchRipple-ripple')).to.equal(null);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('a first press that ends before its ripple could be drawn still fades: no ripple is left on the button', async () => {
    const container = fixture('<brand-button label="Quick"></brand-button>');
    const button = await until(() => within(container, 'brand-button').querySelector('button'));
    const box = button.getBoundingClientRect();
    const at = { bubbles: true, composed: true, button: 0, clientX: box.x + 5, clientY: box.y + 5, pointerType: 'mouse' };
    // Down and up in one task: React has not rendered the ripple's root between them.
    button.dispatchEvent(new PointerEvent('pointerdown', at));
    button.dispatchEvent(new PointerEvent('pointerup', at));
    const ripple = await until(() => button.querySelector('.MuiTouchRipple-ripple'), 2000, 'the ripple drawn');
    expect(ripple.firstElementChild!.classList.contains('MuiTouchRipple-childLeaving')).to.equal(true);
    await until(() => !button.querySelector('.MuiTouchRipple-ripple'), 3000, 'the ripple gone');
  });

  it('shows a 24px spinner and is disabled while loading', async () => {
    const container = fixture('<brand-button label="Add to cart" loading></brand-button>');
    const button = await until(() => within(container, 'brand-button').querySelector('button'));
    expect(button.disabled).to.equal(true);
    const spinner = button.querySelector<HTMLElement>('[role="progressbar"]')!;
    expect(spinner).to.exist;
    // Its layout box: a spinning ring's bounding rectangle grows with the angle it is caught at.
    expect(spinner.offsetWidth).to.equal(24);
    container.querySelector('brand-button')!.removeAttribute('loading');
    await settle();
    expect(button.disabled).to.equal(false);
    expect(button.querySelector('[role="progressbar"]')).to.equal(null);
  });

  it('puts the icon on the side asked for', async () => {
    const container = fixture('<brand-button label="Next" icon="arrow-right" icon-position="right"></brand-button>');
    const button = await until(() => within(container, 'brand-button').querySelector('button'));
    expect(button.querySelector('.MuiButton-endIcon svg')).to.exist;
    expect(button.querySelector('.MuiButton-startIcon')).to.equal(null);
  });

  it('renders an icon-only button round, with the icon centred and an accessible name', async () => {
    const container = fixture('<brand-button icon="search"><script type="application/json">{ "ariaLabel": "Search the shop" }</script></brand-button>');
    const button = await until(() => within(container, 'brand-button').querySelector('button'));
    const box = button.getBoundingClientRect();
    expect(Math.abs(box.width - box.height)).to.be.below(1);
    expect(button.getAttribute('aria-label')).to.equal('Search the shop');
    expect(button.querySelector('.MuiButton-startIcon')).to.equal(null);
    const icon = button.querySelector('svg')!.getBoundingClientRect();
    expect(Math.abs(icon.left + icon.width / 2 - (box.left + box.width / 2))).to.be.below(1);
  });

  it('is a 44 px touch target on a phone, every size and the round icon-only one too', async () => {
    const before = { width: window.innerWidth, height: window.innerHeight };
    await setViewport({ width: 390, height: 844 });
    try {
      const container = fixture(
        '<brand-button label="Small" size="small"></brand-button><brand-button label="Medium"></brand-button>' +
          '<brand-button icon="search" size="small"><script type="application/json">{ "ariaLabel": "Search" }</script></brand-button>',
      );
      const buttons = await until(() => {
        const found = [...container.querySelectorAll('brand-button')].map((host) => host.shadowRoot?.querySelector('button'));
        return found.every(Boolean) ? (found as HTMLButtonElement[]) : undefined;
      });
      for (const button of buttons) expect(button.getBoundingClientRect().height, button.textContent || 'icon').to.be.at.least(44);
      const round = buttons[2]!.getBoundingClientRect();
      expect(round.width).to.equal(round.height);
    } finally {
      await setViewport(before);
    }
  });

  it('becomes a link with link-url, and refuses a javascript: URL', async () => {
    const { errors } = await captureConsole(async (captured) => {
      const container = fixture(
        '<brand-button id="ok" label="Shop" link-url="/shop" link-target="_blank"></brand-button>' +
          '<brand-button id="bad" label="Bad" link-url="javascript:alert(1)"></brand-button>',
      );
      const link = await until(() => shadow(container.querySelector('#ok')!).querySelector('a'));
      expect(link.getAttribute('href')).to.equal('/shop');
      expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
      const bad = await until(() => shadow(container.querySelector('#bad')!).querySelector('button, a'));
      expect(bad.tagName).to.equal('BUTTON');
      expect(bad.hasAttribute('href')).to.equal(false);
      // The refusal is reported from an effect, which runs after the commit that drew the button.
      await until(() => captured.errors.length > 0, 3000, 'the refusal reported');
    });
    expect(errors.some((line) => line.includes('<brand-button>: refused linkUrl "javascript:alert(1)"'))).to.equal(true);
  });

  it('sends the click out of the shadow root', async () => {
    const container = fixture('<brand-button label="Go"></brand-button>');
    const host = container.querySelector('brand-button')!;
    let clicks = 0;
    host.addEventListener('click', () => clicks++);
    (await until(() => shadow(host).querySelector('button'))).click();
    expect(clicks).to.equal(1);
  });
});

describe('brand-link', () => {
  afterEach(cleanup);

  it('links, opening new windows safely', async () => {
    const container = fixture('<brand-link label="Find a store" link-url="https://example.com/stores" link-target="_blank"></brand-link>');
    const link = await until(() => within(container, 'brand-link').querySelector('a'));
    expect(link.textContent).to.equal('Find a store');
    expect(link.href).to.equal('https://example.com/stores');
    expect(link.rel).to.equal('noopener noreferrer');
  });

  it('leaves the label as plain text when the URL is refused', async () => {
    await captureConsole(async ({ errors }) => {
      const container = fixture('<brand-link label="Click" link-url="data:text/html,<script>alert(1)</script>"></brand-link>');
      const root = within(container, 'brand-link');
      await until(() => root.textContent?.includes('Click'));
      // The refusal is logged from an effect, after the label rendered.
      await until(() => errors.some((line) => line.includes('<brand-link>: refused linkUrl')), 3000, 'the refusal logged');
      expect(root.querySelector('a')).to.equal(null);
    });
  });
});

describe('brand-image', () => {
  afterEach(cleanup);

  it('builds srcset and sizes from srcSetData, lazy by default, with its box reserved', async () => {
    const container = fixture(
      `<brand-image alt="ZYN Cool Mint tin" src="${PIXEL}?w=600" src-set-data="${PIXEL}?w=390 390w, ${PIXEL}?w=600 600w, ${PIXEL}?w=850 850w" width="600" height="400" aspect-ratio="true"></brand-image>`,
    );
    const img = await until(() => within(container, 'brand-image').querySelector('img'));
    expect(img.alt).to.equal('ZYN Cool Mint tin');
    expect(img.getAttribute('srcset')).to.equal(`${PIXEL}?w=390 390w, ${PIXEL}?w=600 600w, ${PIXEL}?w=850 850w`);
    expect(img.getAttribute('sizes')).to.contain('(max-width: 390px) 390px');
    expect(img.getAttribute('loading')).to.equal('lazy');
    expect(img.getAttribute('width')).to.equal('600');
    expect(getComputedStyle(img).aspectRatio).to.equal('600 / 400');
  });

  it('takes renditions as JSON, drops unsafe URLs, and loads eagerly when asked', async () => {
    const container = fixture(
      // Real images (the fixture pixel), so the <img> is not swapped for the failed-image box mid-test.
      `<brand-image lazy-loading="false" renditions='[{"src":"${PIXEL}?w=768","width":768},{"src":"javascript:alert(1)","width":900},{"src":"${PIXEL}?w=390","width":390}]'></brand-image>`,
    );
    const img = await until(() => within(container, 'brand-image').querySelector('img'));
    expect(img.getAttribute('srcset')).to.equal(`${PIXEL}?w=390 390w, ${PIXEL}?w=768 768w`);
    expect(img.getAttribute('src')).to.equal(`${PIXEL}?w=768`);
    expect(img.getAttribute('loading')).to.equal('eager');
    expect(img.alt).to.equal('');
  });

  it('wraps the image in a link, and keeps a shaded box when the image fails to load', async () => {
    const container = fixture('<brand-image src="/does-not-exist.png" alt="Tin" link-url="/product" aspect-ratio="4:3"></brand-image>');
    const root = within(container, 'brand-image');
    const link = await until(() => root.querySelector('a'));
    expect(link.getAttribute('href')).to.equal('/product');
    const placeholder = await until(() => root.querySelector('[role="img"]'), 3000, 'failed-image placeholder');
    expect(placeholder.getAttribute('aria-label')).to.equal('Tin');
    expect(getComputedStyle(placeholder).aspectRatio).to.equal('4 / 3');
  });
});

describe('brand-spacer', () => {
  afterEach(async () => {
    cleanup();
    authoringStore.set('disabled');
    await settle();
  });

  it('takes its height from the spacing scale or a CSS length, mobile first', async () => {
    const container = fixture('<brand-spacer height-xs="3"></brand-spacer><brand-spacer height="24px"></brand-spacer>');
    const [steps, length] = [...container.querySelectorAll('brand-spacer')];
    const box = await until(() => shadow(steps!).querySelector<HTMLElement>('[data-spacer]'));
    expect(box.getBoundingClientRect().height).to.equal(16); // step 3 = 1rem
    expect(box.getAttribute('aria-hidden')).to.equal('true');
    const other = await until(() => shadow(length!).querySelector<HTMLElement>('[data-spacer]'));
    expect(other.getBoundingClientRect().height).to.equal(24);
  });

  it('uses the height of the current breakpoint', async () => {
    // The test page is 800px wide: breakpoint sm (600-899).
    expect(window.innerWidth).to.be.within(600, 899);
    const container = fixture('<brand-spacer height-xs="2" height-sm="48px" height-md="64px" height-xl="7"></brand-spacer><brand-spacer height-xs="4" height-md="1"></brand-spacer>');
    const [own, inherited] = [...container.querySelectorAll('brand-spacer')];
    const box = await until(() => shadow(own!).querySelector<HTMLElement>('[data-spacer]'));
    expect(box.getBoundingClientRect().height).to.equal(48);
    // No sm height of its own: keeps xs (step 4 = 1.5rem), not md.
    const kept = await until(() => shadow(inherited!).querySelector<HTMLElement>('[data-spacer]'));
    expect(kept.getBoundingClientRect().height).to.equal(24);
  });

  it('is empty with all heights zero: nothing live, a placeholder in the editor', async () => {
    const live = fixture('<brand-spacer height-xs="0" height-md="none"></brand-spacer>');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(within(live, 'brand-spacer').querySelector('[data-spacer]')).to.equal(null);
    cleanup();
    authoringStore.set('edit');
    const edit = fixture('<brand-spacer></brand-spacer>');
    const placeholder = await until(() => within(edit, 'brand-spacer').querySelector('[data-brand-placeholder]'));
    expect(placeholder.textContent).to.equal('Spacer: set a height');
  });
});
