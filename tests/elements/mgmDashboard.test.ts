import { expect } from 'chai';
import '../../src/elements/brand-mgm-dashboard';
import '../../src/elements/brand-refer-a-friend';
import { authoringStore } from '../../src/core/stores/authoring';
import { captureConsole, cleanup, fixture, shadow, until } from './helpers';
import { ANON, MARCUS, OLIVIA, installReferrals, restoreReferrals, type ReferralsStub } from './referralsFetch';

const CARDS = [
  { title: 'Invite a friend', text: 'Share your link', linkUrl: '#share', icon: 'pmi-icon-refer-a-friend', requires: 'invitations-left' },
  { title: 'Your rewards', linkUrl: '/rewards', icon: 'rewards', requires: 'reward' },
];

function mount(cards: unknown = CARDS): { host: HTMLElement; root: ShadowRoot } {
  const host = fixture('<brand-mgm-dashboard></brand-mgm-dashboard>').firstElementChild as HTMLElement & { cards?: unknown };
  host.cards = cards;
  return { host, root: shadow(host) };
}

const stats = (root: ShadowRoot) => [...root.querySelectorAll('[data-mgm-stats] > div')].map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`);
const invitations = (root: ShadowRoot) => [...root.querySelectorAll('[data-invitation]')].map((card) => `${card.querySelector('h4')?.textContent} | ${card.querySelector('[data-circle]')?.getAttribute('data-circle')} | ${card.querySelector('[data-status-text]')?.textContent}`);

describe('brand-mgm-dashboard', () => {
  let stub: ReferralsStub;
  afterEach(() => {
    cleanup();
    restoreReferrals();
    authoringStore.set('disabled');
  });

  it('shows the statistics and one card per invitation with its status circle, after a skeleton', async () => {
    stub = installReferrals([MARCUS, OLIVIA, ANON]);
    let release = () => {};
    stub.hold = new Promise<void>((resolve) => (release = resolve));
    const { root } = mount();
    const section = await until(() => root.querySelector('section'), 3000, 'the section');
    expect(section.getAttribute('data-mgm-state')).to.equal('loading');
    expect(section.getAttribute('aria-busy')).to.equal('true');
    expect(root.querySelector('[data-skeleton]')).to.not.equal(null);
    release();
    await until(() => root.querySelectorAll('[data-invitation]').length === 3, 3000, 'three invitations');
    expect(stats(root)).to.deep.equal(['Friends invited: 3', 'Friends joined: 1', 'Friends rewarded: 1', 'Points earned: 500']);
    expect(invitations(root)).to.deep.equal([
      'Marcus | warning | Waiting for an answer',
      'Olivia | success | Rewarded · +500 points',
      's•••@example.org | error | Expired',
    ]);
    // the circle is a shape (an icon) in the signal colour, hidden from screen readers: the words say it
    const circle = root.querySelector<HTMLElement>('[data-circle="error"]')!;
    expect(circle.getAttribute('aria-hidden')).to.equal('true');
    expect(circle.querySelector('svg')).to.not.equal(null);
    expect(getComputedStyle(circle).backgroundColor).to.equal('rgb(199, 54, 54)');
    expect(getComputedStyle(root.querySelector('[data-circle="success"]')!).backgroundColor).to.equal('rgb(87, 118, 12)');
    expect(getComputedStyle(root.querySelector('[data-circle="warning"]')!).backgroundColor).to.equal('rgb(229, 176, 82)');
    // in the visitor's time zone once mounted (UTC only on the first render)
    const local = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(MARCUS.invitedAt));
    expect(root.querySelector('[data-invitation="inv-2"] p')?.textContent).to.equal(`Invited on ${local}`);
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('');
  });

  it('action cards are links when usable, disabled with their reason otherwise', async () => {
    stub = installReferrals([MARCUS]);
    stub.maxInvitations = 1;
    const { root } = mount();
    const cards = await until(() => (root.querySelectorAll('[data-action-card]').length === 2 ? [...root.querySelectorAll<HTMLAnchorElement>('[data-action-card]')] : null), 3000, 'two cards');
    for (const card of cards) {
      expect(card.hasAttribute('href')).to.equal(false);
      expect(card.getAttribute('aria-disabled')).to.equal('true');
      expect(card.getAttribute('role')).to.equal('link');
      expect(card.tabIndex).to.equal(0);
      const reason = root.getElementById(card.getAttribute('aria-describedby')!);
      expect(reason?.textContent).to.not.equal('');
      // the reason describes the link and is no part of its name (read once): beside it in the li, not inside
      expect(card.contains(reason)).to.equal(false);
      expect(reason?.parentElement).to.equal(card.parentElement);
      expect(card.textContent).to.not.contain(reason!.textContent!);
    }
    expect(cards[0]!.getAttribute('data-disabled-reason')).to.equal('limit');
    expect(root.getElementById(cards[0]!.getAttribute('aria-describedby')!)?.textContent).to.equal('You have reached the limit of 1 waiting invitations.');
    expect(cards[1]!.getAttribute('data-disabled-reason')).to.equal('no-reward');

    cleanup();
    stub = installReferrals([OLIVIA]);
    const { root: second } = mount();
    const usable = await until(() => (second.querySelectorAll('[data-actionable]').length === 2 ? [...second.querySelectorAll<HTMLAnchorElement>('[data-actionable]')] : null), 3000, 'two links');
    expect(usable.map((card) => card.getAttribute('href'))).to.deep.equal(['#share', '/rewards']);
    expect(usable[0]!.hasAttribute('aria-disabled')).to.equal(false);
  });

  it('draws authored cards with non-string fields without crashing: only their string fields', async () => {
    installReferrals([OLIVIA]);
    const { root } = mount([{ title: 'Invite', text: 3, icon: 'constructor', linkUrl: '/invite' }, { title: { en: 'x' } }, { title: 'Rewards', icon: { name: 'x' }, requires: 7, linkUrl: '/r' }]);
    const cards = await until(() => (root.querySelectorAll('[data-action-card]').length === 2 ? [...root.querySelectorAll('[data-action-card]')] : null), 3000, 'two cards');
    expect(cards.map((card) => card.textContent)).to.deep.equal(['Invite', 'Rewards']);
    expect(root.querySelector('[data-card-icon]')).to.equal(null);
  });

  it('says when nobody was invited yet', async () => {
    installReferrals([]);
    const { root } = mount([]);
    const empty = await until(() => root.querySelector('[data-mgm-empty]'), 3000, 'the empty state');
    expect(empty.textContent).to.contain('You have not invited anyone yet');
    expect(stats(root)[0]).to.equal('Friends invited: 0');
  });

  it('a failed load says so with "Try again"; a failed reload keeps the cards with one message', async () => {
    stub = installReferrals([MARCUS]);
    stub.fail = true;
    let root!: ShadowRoot;
    const { errors } = await captureConsole(async () => {
      ({ root } = mount());
      await until(() => root.querySelector('[data-mgm-retry]'), 3000, 'the retry button');
    });
    expect(errors).to.deep.equal(['<brand-mgm-dashboard>: the referrals could not be loaded (unavailable).']);
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('We could not load your referrals. Please try again in a moment.');
    stub.fail = false;
    const retry = root.querySelector<HTMLButtonElement>('[data-mgm-retry]')!;
    retry.focus();
    retry.click();
    await until(() => root.querySelectorAll('[data-invitation]').length === 1, 3000, 'the card after the retry');
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('');
    // the button is gone: focus goes to the heading, not to the body
    await until(() => root.activeElement === root.querySelector('h2'), 3000, 'the focus on the heading');
    expect(root.querySelector('h2')?.tabIndex).to.equal(-1);

    stub.fail = true;
    await captureConsole(async () => {
      document.dispatchEvent(new CustomEvent('brand-referral-invitation-sent', { detail: { invitationId: 'x', status: 'sent' } }));
      await until(() => root.querySelector('[role="alert"]')?.textContent, 3000, 'the failure');
    });
    expect(root.querySelectorAll('[data-invitation]').length).to.equal(1);
  });

  it('reloads when an invitation is sent anywhere on the page', async () => {
    stub = installReferrals([OLIVIA]);
    const { root } = mount();
    await until(() => root.querySelectorAll('[data-invitation]').length === 1, 3000, 'one invitation');
    stub.invitations.unshift({ ...MARCUS, invitationId: 'inv-new', firstName: 'Nina', invitedAt: '2026-11-24T09:00:00Z' });
    document.body.dispatchEvent(new CustomEvent('brand-referral-invitation-sent', { detail: { invitationId: 'inv-new', status: 'sent' }, bubbles: true, composed: true }));
    await until(() => root.querySelectorAll('[data-invitation]').length === 2, 3000, 'the new invitation');
    expect(invitations(root)[0]).to.equal('Nina | warning | Waiting for an answer');
    expect(stats(root)[0]).to.equal('Friends invited: 2');
  });

  it('shares one GET with brand-refer-a-friend on the page; a failure logs once', async () => {
    stub = installReferrals([OLIVIA]);
    stub.fail = true;
    let release = () => {};
    stub.hold = new Promise<void>((resolve) => (release = resolve));
    const { errors } = await captureConsole(async () => {
      const both = fixture('<brand-mgm-dashboard></brand-mgm-dashboard><brand-refer-a-friend></brand-refer-a-friend>');
      const refer = both.querySelector('brand-refer-a-friend') as HTMLElement & { model?: unknown };
      refer.model = { messageToShare: 'Join with {code}', communicationChannels: ['copy'] };
      const roots = [shadow(both.querySelector('brand-mgm-dashboard')!), shadow(refer)];
      await until(() => roots.every((root) => root.querySelector('[data-skeleton]')), 3000, 'both loading');
      release();
      await until(() => roots.every((root) => root.querySelector('[role="alert"]')?.textContent), 3000, 'both alerts');
    });
    expect(stub.calls.filter((url) => url.endsWith('/referrals'))).to.have.length(1);
    expect(errors).to.have.length(1);
  });

  it('the editor shows its placeholder and fetches nothing', async () => {
    stub = installReferrals([OLIVIA]);
    authoringStore.set('edit');
    const { root } = mount();
    const placeholder = await until(() => root.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
    expect(placeholder.textContent).to.contain('MGM dashboard');
    expect(stub.calls).to.deep.equal([]);
  });
});
