// The gallery's text fields inside a plain <form>: sending it empty shows what to fix and keeps
// the page; completed with the keyboard only (Enter in a single-line field sends), the FormData
// carries every field and the hidden value; the message grows with its content; reset clears it.
import { expect, seriousViolations, test, waitForElements } from './fixtures';

const GALLERY = '/elements.html?section=form-fields&theme=zyn';

test.describe('form text and hidden fields', () => {
  test('a plain form of text fields blocks empty required fields, is completed with the keyboard and resets', { tag: '@ssr' }, async ({ page, problems }) => {
    await page.goto(GALLERY);
    await waitForElements(page);
    const form = page.locator('#form-fields-demo');
    const output = form.locator('output');
    const email = form.getByRole('textbox', { name: 'Email' });
    const phone = form.getByRole('textbox', { name: 'Phone' });
    const message = form.getByRole('textbox', { name: 'Your message' });

    // Enter in the empty email: the browser refuses, the fields say what to fix, focus goes to the first.
    await email.focus();
    await page.keyboard.press('Enter');
    await expect(form.getByText('Enter email.')).toBeVisible();
    await expect(form.getByText('Enter your message.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(output).toHaveText('');

    await page.keyboard.type('ada');
    await page.keyboard.press('Tab');
    await expect(form.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('End');
    await page.keyboard.type('@example.com');
    await expect(form.getByText('We reply to this address.')).toBeVisible();
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Tab');
    await expect(phone).toBeFocused();
    await page.keyboard.type('+44 20 7946 0000');
    await page.keyboard.press('Tab');
    await expect(message).toBeFocused();
    const before = (await message.boundingBox())!.height;
    await page.keyboard.type('Hello,');
    for (let line = 0; line < 5; line++) await page.keyboard.press('Enter');
    await page.keyboard.type('about my order.');
    expect((await message.boundingBox())!.height).toBeGreaterThan(before);
    await expect(output).toHaveText('');

    // Enter in a single-line field sends the form.
    await phone.focus();
    await page.keyboard.press('Enter');
    await expect(output).toHaveText('Submitted: email=ada@example.com, phone=+44 20 7946 0000, message=Hello,\n\n\n\n\nabout my order., source=gallery');

    await form.locator('brand-form-button[type="reset"]').getByRole('button', { name: 'Clear' }).click();
    await expect(output).toHaveText('');
    await expect(email).toHaveValue('');
    await expect(message).toHaveValue('');
    expect(problems.messages).toEqual([]);
  });

  test('the states and the message showing are in the gallery, axe clean at phone size and right to left', async ({ page }) => {
    await page.goto(GALLERY);
    await waitForElements(page);
    const section = page.locator('#form-fields');
    await expect(section.locator('brand-form-text[data-show-message]').getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Customer number' })).toBeDisabled();
    await expect(section.getByRole('textbox', { name: 'Country' })).toHaveAttribute('readonly', '');
    for (const [path, width] of [['/elements.html?section=form-fields&theme=iqos', 1280], ['/elements.html?section=form-fields&theme=thunder&dir=rtl', 390]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForElements(page);
      expect(await seriousViolations(page, '#form-fields'), path).toEqual([]);
    }
  });
});
