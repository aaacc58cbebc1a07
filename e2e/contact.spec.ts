import { expect, test } from '@playwright/test';
import {
  PHONE,
  chooseLanguage,
  expectAccessible,
  expectNoHorizontalScroll,
  signInAsAdmin,
  startIn,
  uniqueEmail,
} from './support.ts';

test.describe('contact form', () => {
  test('a visitor writes from the home page in Serbian; an admin finds the message in the list', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000); // a visitor on a phone, then an admin, each in a browser context of their own
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = uniqueEmail('contact');
    const message = `Poštovani, zanima me sledeći poziv za praksu (${id}).\nHvala unapred!`;

    // The visitor, on a phone.
    const visitor = await browser.newContext({ viewport: PHONE });
    const page = await visitor.newPage();
    await page.goto('/');
    await chooseLanguage(page, 'sr');
    // The form loads when the visitor comes near the contact section.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.locator('form#contactForm');
    await form.getByRole('button', { name: 'Pošaljite poruku' }).scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // Checked before sending: the message is too short.
    await form.getByLabel('Ime').fill('Jelena Petrović');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Poruka').fill('Kratko');
    await form.getByRole('button', { name: 'Pošaljite poruku' }).click();
    await expect(form.getByText('Molimo popunite: Poruka')).toBeVisible();

    await form.getByLabel('Poruka').fill(message);
    await form.getByRole('button', { name: 'Pošaljite poruku' }).click();
    await expect(page.getByText(/Hvala! Vaša poruka je poslata/)).toBeVisible();
    await expect(form.getByLabel('Poruka')).toHaveValue('');
    await expectNoHorizontalScroll(page);
    await visitor.close();

    // The programme address (CONTACT_EMAIL, unset here: the placeholder) gets it in the dev mailbox.
    await expect
      .poll(
        async () => {
          const res = await request.get('/api/dev/mailbox?to=contact%40praktika.local');
          const mails = ((await res.json()).data?.messages ?? []) as Array<{ text: string }>;
          return mails.some((m) => m.text.includes(id) && m.text.includes(email));
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // The admin, in English, on a phone.
    const staff = await browser.newContext({ viewport: PHONE });
    const admin = await staff.newPage();
    await startIn(admin, 'en');
    await signInAsAdmin(admin);
    await admin.goto('/dashboard/contactMessages');
    await expect(admin.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible({
      timeout: 30_000,
    });
    await admin.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(email);
    await admin.getByRole('searchbox', { name: 'Search by name or e-mail' }).press('Enter');
    await expect(admin).toHaveURL(/[?&]search=/);
    const row = admin.getByRole('row', { name: /Jelena Petrović/ });
    await expect(row).toBeVisible();
    await expect(admin.getByRole('row')).toHaveCount(2); // header + the one match
    await row.getByRole('button', { name: /expand/i }).click();
    await expect(admin.getByText(`zanima me sledeći poziv za praksu (${id})`)).toBeVisible();
    await expectAccessible(admin);
    await expectNoHorizontalScroll(admin);

    // A reload keeps the search.
    await admin.reload();
    await expect(admin.getByRole('row', { name: /Jelena Petrović/ })).toBeVisible({ timeout: 30_000 });
    await staff.close();
  });
});
