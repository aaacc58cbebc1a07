import { expect, test } from '@playwright/test';
import {
  apiAccount,
  auth,
  checkPhone,
  claims,
  expectAccessible,
  mailWithSubject,
  signInAsAdmin,
  startIn,
} from './support.ts';

/**
 * Verified host organisations (issue 22 §3): a new organisation waits in the admins' verification queue on the
 * users screen; an admin verifies it from there (after a confirmation), the organisation is told by e-mail and
 * leaves the queue. The queue passes axe and fits 375 px.
 */
test('an admin verifies a new organisation from the queue', async ({ page, request }) => {
  const org = await apiAccount(request, 'business');
  const id = claims(org.token).id as string;
  const name = `Verify Me ${id.slice(0, 8)}`;
  // a recognisable name for the row (the legal name is the admin's to change)
  const admin = await apiAccount(request, 'admin');
  const record = await request.get(`/api/businesses/${id}`, { headers: auth(admin.token) });
  const b = (await record.json()).data.business;
  const put = await request.put(`/api/businesses/${id}`, {
    headers: auth(admin.token),
    data: {
      businessName: name,
      businessEmail: b.businessEmail,
      businessCategory: b.businessCategory?._id ?? null,
      businessCategories: b.businessCategories.map((c: { _id: string }) => c._id),
      businessPhoneNumber: b.businessPhoneNumber,
      businessContactPerson: b.businessContactPerson,
      businessCountry: b.businessCountry._id,
      businessMunicipality: b.businessMunicipality?._id ?? null,
      businessOtherMunicipality: b.businessOtherMunicipality,
      businessAllowNotifications: b.businessAllowNotifications,
    },
  });
  expect(put.ok(), await put.text()).toBe(true);

  await startIn(page, 'en');
  await signInAsAdmin(page);
  await page.goto(`/dashboard/users?tab=verification&businessName=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Not verified yet');
  await expect(row).toContainText('Arben Gashi');
  await expect(row).toContainText('own domain');
  await expectAccessible(page);
  await checkPhone(page);

  await row.getByRole('button', { name: 'Verify organisation' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Verify ${name}?`);
  await dialog.getByRole('button', { name: 'Verify organisation' }).click();
  await expect(page.getByText('The organisation is verified.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  await mailWithSubject(request, org.email, 'Your organisation on Praktika has been verified');
  const after = await request.get(`/api/businesses/${id}`, { headers: auth(org.token) });
  expect((await after.json()).data.business.verification).toMatchObject({ status: 'VERIFIED' });
});
