// The gallery's select and form options inside a plain <form>: completed with the keyboard only,
// an empty required group blocks the submit and takes the focus, the FormData carries one entry
// per checked box, and reset brings the authored choices back.
import { expect, seriousViolations, test, waitForElements } from './fixtures';

const GALLERY = '/elements.html?section=form-choices&theme=zyn';

test.describe('select and form options', () => {
  test('a plain form of choice fields is completed with the keyboard, blocks an empty required choice and resets', { tag: '@ssr' }, async ({ page, problems }) => {
    await page.goto(GALLERY);
    await waitForElements(page);
    const form = page.locator('#form-choices-demo');
    const flavours = form.locator('brand-form-options[name="flavours"]');
    const output = form.locator('output');
    const mint = flavours.getByRole('checkbox', { name: 'Cool Mint' });
    await expect(mint).toBeChecked();

    // Uncheck the only chosen flavour, then send: the required group stops the submit and is focused.
    await mint.focus();
    await page.keyboard.press('Space');
    await expect(mint).not.toBeChecked();
    await form.locator('brand-button[type="submit"]').getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    await expect(flavours.getByText('Choose at least one flavour.')).toBeVisible();
    await expect(mint).toBeFocused();
    await expect(output).toHaveText('');

    // Keyboard only: Space ticks Citrus, the arrow keys move the radio, the select gets a size.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(flavours.getByRole('checkbox', { name: 'Citrus' })).toBeChecked();
    await page.keyboard.press('Shift+Tab'); // and Cool Mint again
    await page.keyboard.press('Space');
    await expect(mint).toBeChecked();
    await expect(flavours.getByText('Choose at least one flavour.')).toHaveCount(0);
    const contact = form.locator('brand-form-options[name="contact"]');
    await contact.getByRole('radio', { name: 'Email' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(contact.getByRole('radio', { name: 'Text message' })).toBeChecked();
    const size = form.locator('brand-form-options[name="size"]').getByRole('combobox', { name: 'Tin size' });
    await size.focus();
    await page.keyboard.press('ArrowDown');
    await expect(size).toHaveValue('20');
    await form.locator('brand-button[type="submit"]').getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    await expect(output).toHaveText('Submitted: flavours=mint, flavours=citrus, contact=sms, size=20');

    await form.locator('brand-button[type="reset"]').getByRole('button', { name: 'Reset' }).click();
    await expect(output).toHaveText('');
    await expect(mint).toBeChecked();
    await expect(flavours.getByRole('checkbox', { name: 'Citrus' })).not.toBeChecked();
    await expect(contact.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(size).toHaveValue('');
    expect(problems.messages).toEqual([]);
  });

  test('the select and options are axe clean, at phone size too and right to left', async ({ page }) => {
    for (const [path, width] of [['/elements.html?section=form-choices&theme=iqos', 1280], ['/elements.html?section=form-choices&theme=thunder&dir=rtl', 390]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForElements(page);
      expect(await seriousViolations(page, '#form-choices'), path).toEqual([]);
    }
  });
});
