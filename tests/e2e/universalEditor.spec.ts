import type { Frame, Page } from '@playwright/test';
import { expect, test, waitForElements } from './fixtures';

const CONTENT = '/mock/storefront/jcr:content';

/** Every data-aue-* attribute on the page's elements, and how many hosts it has. */
async function instrumentation(target: Page | Frame) {
  return target.evaluate(() => {
    const hosts = [...document.querySelectorAll('brand-page [data-cq-data-path]')];
    return {
      hosts: hosts.length,
      unmatched: hosts.filter((host) => host.getAttribute('data-aue-resource') !== `urn:aemconnection:${host.getAttribute('data-cq-data-path')}`).map((host) => host.localName),
      aue: [...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('data-aue-'))).length,
    };
  });
}

/** The frame of the demo editor, once its page is instrumented and the panel lists its elements. */
async function openEditor(page: Page): Promise<Frame> {
  await page.goto('/universal-editor.html');
  await expect(page.locator('#component')).toBeEnabled();
  const frame = page.frame({ url: /storefront\.html/ });
  if (!frame) throw new Error('no storefront frame');
  await frame.waitForFunction(() => !document.querySelector('brand-page')?.hasAttribute('aria-busy'));
  return frame;
}

const keys = (frame: Frame, container: string) =>
  frame.$$eval(`[data-cq-data-path="${container}"] > [data-cq-data-path]`, (children) => children.map((child) => child.getAttribute('data-cq-data-path')!.split('/').pop()));

test.describe("Adobe's Universal Editor", () => {
  for (const [name, query] of [['client', ''], ['server', '&ssr=1']]) {
    test(`a storefront page in the editor (${name}-rendered): every element instrumented with its node path, no overlay; the published page carries no data-aue-*`, async ({ page, problems }) => {
      await page.goto(`/storefront.html?theme=zyn&lang=en&aue=1${query}`);
      await waitForElements(page);
      const edited = await instrumentation(page);
      expect(edited.hosts).toBeGreaterThan(10);
      expect(edited.unmatched).toEqual([]);
      await expect(page.locator('brand-page')).toHaveAttribute('data-aue-resource', `urn:aemconnection:${CONTENT}`);
      // The age gate of a first visit never shows in the editor.
      await expect(page.locator('brand-age-gate')).toHaveCount(0);

      await page.goto(`/storefront.html?theme=zyn&lang=en${query}`);
      await waitForElements(page);
      const published = await instrumentation(page);
      expect(published.hosts).toBeGreaterThan(10);
      expect(published.aue).toBe(0);
      expect(problems.messages).toEqual([]);
    });
  }

  test('the demo editor patches, moves, adds, copies and removes in place: the framed page never reloads', async ({ page, problems }) => {
    const frame = await openEditor(page);
    let navigations = 0;
    page.on('framenavigated', () => (navigations += 1));
    await frame.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const main = `${CONTENT}/main`;
    const before = await keys(frame, main);
    const at = before.indexOf('headline');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(before.length - 1);
    /** `before` with the headline moved one down and `inserted` after it */
    const expected = (...inserted: string[]) => [...before.slice(0, at), before[at + 1], 'headline', ...inserted, ...before.slice(at + 2)];

    // Chosen from the list (the keyboard's way), a field changed: the headline's own host shows it.
    await page.locator('#component').selectOption(`urn:aemconnection:${main}/headline`);
    const headline = frame.locator(`[data-cq-data-path="${main}/headline"]`);
    const host = await headline.elementHandle();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await expect(text).toHaveValue(/Find your flavour/);
    await text.fill('<h1>Edited in the editor</h1>');
    await expect(text).toHaveValue('<h1>Edited in the editor</h1>');
    await text.press('Tab');
    await expect(headline.locator('h1')).toHaveText('Edited in the editor');
    expect(await headline.evaluate((element, previous) => element === previous, host)).toBe(true);

    await page.getByRole('button', { name: 'Move down' }).click();
    await expect.poll(() => keys(frame, main)).toEqual(expected());

    await page.getByRole('button', { name: 'Duplicate' }).click();
    await expect(frame.locator(`[data-cq-data-path="${main}/headline_copy_1"] h1`)).toHaveText('Edited in the editor');
    await expect.poll(() => keys(frame, main)).toEqual(expected('headline_copy_1'));

    // Added to the selected element's container, last; in edit mode an empty text shows its placeholder.
    await page.locator('#add-type').selectOption('text');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const added = frame.locator(`[data-cq-data-path="${main}/text_2"]`);
    await expect.poll(() => keys(frame, main)).toEqual([...expected('headline_copy_1'), 'text_2']);
    await expect(added.locator('[data-brand-placeholder]')).toHaveText('Text: add some text');
    await expect(page.locator('#component')).toHaveValue(`urn:aemconnection:${main}/text_2`);

    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(added).toHaveCount(0);
    await expect.poll(() => keys(frame, main)).toEqual(expected('headline_copy_1'));

    // Every event was applied by the page; none reached the editor's fallback.
    await expect(page.locator('#log li')).toHaveCount(5);
    await expect(page.locator('#log .ue-log-fallback')).toHaveCount(0);
    expect(await frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(navigations).toBe(0);
    expect(problems.messages).toEqual([]);
  });

  test('what is being typed in a field, and the type chosen to add, stay when the framed page changes meanwhile', async ({ page, problems }) => {
    const frame = await openEditor(page);
    const headline = `${CONTENT}/main/headline`;
    await page.locator('#component').selectOption(`urn:aemconnection:${headline}`);
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await expect(text).toHaveValue(/Find your flavour/);
    const types = await page.locator('#add-type option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const other = types.find((type) => type !== 'text');
    if (!other) throw new Error(`one type to add only: ${types.join()}`);
    await page.locator('#add-type').selectOption(other);
    await text.fill('<h1>Typed while the page changed</h1>');
    // The page changes under the editor (as the demo's persona pill, added once the page is idle, does): the
    // editor reads its list again. It used to rebuild the fields too, taking the focus, and the typing, away.
    await frame.evaluate(() => {
      const late = Object.assign(document.createElement('div'), { textContent: 'Late' });
      late.setAttribute('data-aue-resource', 'urn:aemconnection:/late');
      late.setAttribute('data-aue-label', 'Late');
      document.querySelector('brand-page')!.append(late);
    });
    await expect(page.locator('#component option[value="urn:aemconnection:/late"]')).toHaveCount(1);
    await expect(text).toHaveValue('<h1>Typed while the page changed</h1>');
    await expect(text).toBeFocused();
    await expect(page.locator('#add-type')).toHaveValue(other);
    await text.press('Tab');
    await expect(frame.locator(`[data-cq-data-path="${headline}"] h1`)).toHaveText('Typed while the page changed');
    expect(problems.messages).toEqual([]);
  });

  test('a click in the framed page selects the element under it, and its link does not navigate', async ({ page, problems }) => {
    const frame = await openEditor(page);
    const link = frame.locator('brand-header').getByRole('link', { name: 'Log in' });
    await link.click();
    await expect(page.locator('#component')).toHaveValue(/\/header$/);
    await expect(page.locator('#resource')).toContainText('Header (component)');
    expect(frame.url()).toContain('aue=1');
    expect(problems.messages).toEqual([]);
  });
});
