// Issue 15's timing elements on the demo: the home page's limited-edition countdown and its
// countdown container, driven by Playwright's clock (the window comes from the mock backend).
import type { APIRequestContext } from '@playwright/test';
import { clearOfHourTurn, elementsSettled, expect, seriousViolations, test, waitForElements } from './fixtures';

const HOME = '/storefront.html?theme=zyn&lang=en';
const MODEL = '/mock/storefront.model.json?theme=zyn&lang=en';

/**
 * The home page's countdown container window (`start`, `end`) and its countdown's end (`countdownEnd`),
 * found anywhere in the served page model.
 */
async function limitedEdition(request: APIRequestContext): Promise<{ start: number; end: number; countdownEnd: number }> {
  await clearOfHourTurn();
  const model = await (await request.get(MODEL)).json();
  const find = (node: unknown): Record<string, unknown> | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const record = node as Record<string, unknown>;
    if (record[':type'] === 'brand/components/countdown-container') return record;
    for (const value of Object.values(record)) {
      const found = find(value);
      if (found) return found;
    }
    return undefined;
  };
  const container = find(model);
  expect(container, 'a countdown container in the home model').toBeTruthy();
  const countdown = Object.values(container![':items'] as Record<string, Record<string, unknown>>).find(
    (item) => item[':type'] === 'brand/components/countdown',
  );
  expect(countdown, 'a countdown in the container').toBeTruthy();
  return {
    start: Date.parse(String(container!.startDate)),
    end: Date.parse(String(container!.endDate)),
    countdownEnd: Date.parse(String(countdown!.endDate)),
  };
}

const digits = (page: import('@playwright/test').Page) =>
  page.locator('brand-countdown [part~="value"]').allTextContents().then((values) => values.join(':'));

test.describe('countdown', () => {
  test('the limited-edition countdown ticks and switches to its expired text at the instant', async ({ page, request, problems }) => {
    const { end: containerEnd, countdownEnd: end } = await limitedEdition(request);
    // The container stays open past the countdown's end, or the expired text would never be seen.
    expect(containerEnd).toBeGreaterThan(end);
    await page.clock.install({ time: end - 60_000 });
    await page.goto(HOME);
    await waitForElements(page);
    const countdown = page.locator('brand-countdown');
    // Seen, as a visitor sees it (on a server-rendered page its code loads when it comes into view).
    await countdown.scrollIntoViewIfNeeded();
    await expect(countdown.locator('[part~="title"]')).toHaveText('Offer ends in');
    await page.clock.pauseAt(end - 3_000);
    await expect.poll(() => digits(page)).toBe('0:00:00:03');
    await expect(countdown.locator('[part="announcement"]')).toHaveText('0 Days, 0 Hours, 0 Minutes');
    await page.clock.runFor(1_000);
    await expect.poll(() => digits(page)).toBe('0:00:00:02');
    await page.clock.runFor(1_999);
    await expect.poll(() => digits(page)).toBe('0:00:00:01');
    await expect(countdown.locator('[part="expired"]')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(countdown.locator('[part="expired"]')).toHaveText('The limited edition has sold out. Thank you!');
    await expect(countdown.locator('[part="expired"]')).toBeVisible();
    await expect(countdown.locator('[part="units"]')).toHaveCount(0);
    // The checker waits on animation frames, which a paused clock holds back.
    await page.clock.resume();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('the container shows its items only inside its window, switching live', async ({ page, request, problems }) => {
    const { start, end } = await limitedEdition(request);
    await page.clock.install({ time: start - 60_000 });
    await page.goto(HOME);
    await waitForElements(page);
    const container = page.locator('brand-countdown-container');
    const countdown = container.locator('brand-countdown');
    await expect(container).toBeAttached();
    await expect(countdown).toBeHidden();
    await expect(countdown).toHaveAttribute('inert', '');
    expect(await container.evaluate((host) => host.shadowRoot!.querySelector('slot')!.assignedElements().length)).toBe(0);
    await page.clock.fastForward(60_000);
    await expect(countdown).toBeVisible();
    await countdown.scrollIntoViewIfNeeded();
    await expect(container.getByRole('link', { name: 'Shop the limited edition' })).toBeVisible();
    await expect.poll(() => digits(page)).toMatch(/^(7:00:00:00|6:23:59:5\d)$/);
    // The scroll was the visitor's first input: elements seen after it (the video parallax below) wake and load
    // their code. Jumping a week with a load still in flight would end it by its 120 s timeout, which no visitor's
    // clock does: the jump waits until what woke has loaded.
    await elementsSettled(page);
    await page.clock.fastForward(end - start);
    await expect(countdown).toBeHidden();
    await expect(container.getByRole('link', { name: 'Shop the limited edition' })).toBeHidden();
    expect(problems.messages).toEqual([]);
  });

  test('right to left on a phone: the units mirror, labels in Arabic', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/storefront.html?theme=iqos&lang=ar');
    await waitForElements(page);
    const days = page.locator('brand-countdown [part~="days"]');
    const seconds = page.locator('brand-countdown [part~="seconds"]');
    await days.scrollIntoViewIfNeeded();
    // On a server-rendered page its code loads once it is seen (README "Islands"): measured once it has rendered.
    const countdown = page.locator('brand-countdown');
    await expect(countdown).not.toHaveAttribute('data-brand-hydrate');
    await countdown.evaluate(async (host) => {
      await customElements.whenDefined(host.localName);
      await (host as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
    });
    await expect(days.locator('[part="label"]')).toHaveText('أيام');
    const [d, s] = [await days.boundingBox(), await seconds.boundingBox()];
    expect(d!.x).toBeGreaterThan(s!.x);
    expect(s!.x).toBeGreaterThanOrEqual(0);
    expect(d!.x + d!.width).toBeLessThanOrEqual(390);
  });
});
