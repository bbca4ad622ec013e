import { expect } from 'chai';
import '../../src/elements/brand-text';
import '../../src/elements/brand-spacer';
import '../../src/elements/brand-container';
import '../../src/elements/brand-avatar';
import { captureConsole, cleanup, fixture, settle, shadow, until } from './helpers';

// Authored values that try to close the declaration and add rules of their own to the stylesheet
// every element adopts: a `:host{display:none}` there would hide every element on the page.
const SPACER_ATTACK = '0;}}:host{display:none!important}.x{';
const COLOUR_ATTACK = 'red;}:host{display:none}';

/** Every brand element in the document is still displayed. */
function expectAllShown(container: HTMLElement): void {
  const hosts = [...container.querySelectorAll<HTMLElement>('*')].filter((element) => element.localName.startsWith('brand-'));
  expect(hosts.length).to.be.greaterThan(1);
  for (const host of hosts) expect(getComputedStyle(host).display, `<${host.localName}>`).not.to.equal('none');
}

describe('authored CSS values', () => {
  afterEach(cleanup);

  it('refuses a spacer height that would add rules to the shared stylesheet; legitimate heights still apply', async () => {
    let container!: HTMLElement;
    const { errors } = await captureConsole(async () => {
      container = fixture(
        `<brand-text text="Still here"></brand-text>` +
          `<brand-spacer id="planted" height="${SPACER_ATTACK}" height-md="${SPACER_ATTACK}"></brand-spacer>` +
          `<brand-spacer id="kept" height="2rem" height-sm="${SPACER_ATTACK}"></brand-spacer>` +
          `<brand-spacer id="step" height="3"></brand-spacer>`,
      );
      await until(() => shadow(container.querySelector('#step')!).querySelector('[data-spacer]'), 3000, 'the step spacer');
      await until(() => shadow(container.querySelector('brand-text')!).querySelector('p'), 3000, 'the text');
      await until(() => shadow(container.querySelector('#planted')!).querySelector('[data-spacer]'), 3000, 'the planted spacer');
      await settle(); // refusals are reported after the commit
      // Another field with the same value is reported; a re-render reports nothing again.
      container.querySelector('#planted')!.setAttribute('height-xs', SPACER_ATTACK);
      await settle();
    });
    expect(errors.filter((error) => error.includes('display:none'))).to.have.length(4);
    for (const error of errors) expect(error).to.match(/^<brand-spacer>: refused height(Xs|Sm|Md)? "0;}}:host\{display:none!important}\.x\{": not a CSS length/);
    expectAllShown(container);
    // 800px wide (breakpoint sm): a refused sm height keeps the height below it.
    const kept = shadow(container.querySelector('#kept')!).querySelector<HTMLElement>('[data-spacer]')!;
    expect(kept.getBoundingClientRect().height).to.equal(32);
    const step = shadow(container.querySelector('#step')!).querySelector<HTMLElement>('[data-spacer]')!;
    expect(step.getBoundingClientRect().height).to.equal(16); // step 3 = 1rem
  });

  it('refuses container and avatar colours and images that carry more CSS; legitimate ones still apply', async () => {
    let container!: HTMLElement;
    const imageAttack = '/x.png");}:host{display:none}.x{background:url("';
    const { errors } = await captureConsole(async () => {
      container = fixture(
        `<brand-text text="Still here"></brand-text>` +
          `<brand-container id="planted" background-color="${COLOUR_ATTACK}" background-image='${imageAttack}'></brand-container>` +
          `<brand-container id="kept" background-color="#ff0000"></brand-container>` +
          `<brand-avatar background="${COLOUR_ATTACK}"><script type="application/json">{ "title": "Kim Lee" }</script></brand-avatar>`,
      );
      await until(() => shadow(container.querySelector('#kept')!).querySelector('[part="container"]'), 3000, 'the container');
      await until(() => shadow(container.querySelector('brand-avatar')!).querySelector('[part="avatar"]'), 3000, 'the avatar');
      await settle(); // refusals are reported after the commit
    });
    expect(errors).to.have.length(2);
    expect(errors[0]).to.equal('<brand-container>: refused backgroundColor "red;}:host{display:none}": not a CSS colour.');
    expect(errors[1]).to.equal('<brand-avatar>: refused background "red;}:host{display:none}": not a CSS colour.');
    expectAllShown(container);
    // The image URL is quoted and escaped, so it stays one url() and nothing else.
    const planted = shadow(container.querySelector('#planted')!).querySelector<HTMLElement>('[part="container"]')!;
    expect(planted.style.backgroundColor).to.equal('');
    expect(planted.style.backgroundImage).to.match(/^url\(".*x\.png\\"\);}:host\{display:none}\.x\{background:url\(\\"/);
    const kept = shadow(container.querySelector('#kept')!).querySelector<HTMLElement>('[part="container"]')!;
    expect(getComputedStyle(kept).backgroundColor).to.equal('rgb(255, 0, 0)');
  });
});
