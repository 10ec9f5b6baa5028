import path from 'node:path';
import type { Page } from 'playwright-core';
import { login, unique } from '../lib/app';
import { eventually, expectEqual, expectHidden, expectText, expectUrl, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { REPO_ROOT, SCREENSHOTS_DIR } from '../lib/paths';

/**
 * Drags on a day column of the resource calendar from `from` to `to` (local HH:MM, both inside
 * the grid, the end slot included), as a person would with the mouse.
 */
async function dragOnCalendar(page: Page, column: number, from: string, to: string): Promise<void> {
  const day = page.locator('[data-testid^="calendar-day-"]').nth(column);
  await day.scrollIntoViewIfNeeded();
  const slotHeight = Number(await day.getAttribute('data-slot-height'));
  const startHour = Number(await day.getAttribute('data-start-hour'));
  const box = await day.boundingBox();
  if (!box) throw new Error('calendar column not visible');
  const y = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return box.y + (((h - startHour) * 60 + m) / 30) * slotHeight + slotHeight / 2;
  };
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y(from));
  await page.mouse.down();
  await page.mouse.move(x, y(to), { steps: 6 });
  await expectVisible(page.getByTestId('calendar-selection'));
  await page.mouse.up();
}

test('an employee books a room by dragging on its calendar and finds it in my bookings', async ({
  page,
  app,
}) => {
  const subject = unique('Atelier e2e ');
  await login(page, app, 'employee@demo.local');
  await page.getByTestId('nav-drawer').getByTestId('nav-booking-resources').click();
  await expectVisible(page.getByRole('heading', { name: 'Ressources' }));
  // The catalogue shows each resource's photo, fetched with the session's token.
  const photo = page.getByTestId('resource-card-SALLE-BAOBAB').getByTestId('resource-photo');
  await expectVisible(photo);
  await eventually(
    () => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    (width) => width === 800,
    (last) => `the photo did not load (natural width ${String(last)})`,
  );
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'booking-catalogue-fr.png') });
  await page.getByTestId('resource-card-SALLE-BAOBAB').click();
  await expectVisible(page.getByRole('heading', { name: 'Salle Baobab' }));
  await page.getByTestId('calendar-view-week').click();
  // Two weeks ahead: the demo data leaves Wednesday afternoons free in this room.
  await page.getByTestId('calendar-next').click();
  await page.getByTestId('calendar-next').click();
  await expectVisible(page.getByTestId('booking-calendar'));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'booking-calendar-fr.png') });

  await dragOnCalendar(page, 2, '15:00', '16:00');
  const form = page.getByTestId('booking-form');
  await expectVisible(form);
  await page.getByTestId('booking-subject').fill(subject);
  await page.getByTestId('booking-submit').click();
  await expectHidden(form);
  await expectVisible(page.locator('[data-testid="calendar-booking"]', { hasText: subject }));

  await page.getByTestId('nav-drawer').getByTestId('nav-booking-mine').click();
  await expectUrl(page, /\/app\/booking\/mine/);
  const row = page.getByTestId('my-bookings-grid').getByRole('row', { name: new RegExp(subject) });
  await expectVisible(row);
  await expectText(row, 'Approuvée');
  await expectText(row, 'Salle Baobab');
  await expectText(row, '15:00 – 16:30');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'booking-mine-fr.png') });
});

test('the owner of a room approves a request from the approvals list', async ({ page, app }) => {
  await login(page, app, 'manager@demo.local');
  await page.getByTestId('nav-drawer').getByTestId('nav-booking-approvals').click();
  const grid = page.getByTestId('approvals-grid');
  const row = grid.getByRole('row', { name: /Présentation du plan commercial/ });
  await expectVisible(row);
  await row.getByTestId('row-action-approve').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectHidden(grid.getByRole('row', { name: /Présentation du plan commercial/ }));
});

test('my calendar feed can be copied and answers an iCalendar file', async ({
  page,
  app,
  context,
  baseUrl,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await login(page, app, 'employee@demo.local');
  await page.goto(app('/booking/mine'));
  await page.getByTestId('subscribe-open').click();
  const field = page.getByTestId('feed-url');
  await expectVisible(field);
  const url = await eventually(
    () => field.inputValue(),
    (value) => value.includes('/booking/ical/feed/'),
    (last) => `no feed URL in the dialog (got "${last}")`,
  );
  await page.getByTestId('feed-copy').click();
  await expectVisible(page.getByText('Copiée !').first());
  expectEqual(await page.evaluate(() => navigator.clipboard.readText()), url, 'copied feed URL');
  const response = await page.request.get(url);
  expectEqual(response.status(), 200, 'feed status');
  expectEqual((await response.text()).startsWith('BEGIN:VCALENDAR'), true, 'feed is iCalendar');
  await page.getByTestId('feed-rotate').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await eventually(
    () => field.inputValue(),
    (value) => value.includes('/booking/ical/feed/') && value !== url,
    () => 'the feed URL did not change after rotation',
  );
  expectEqual((await page.request.get(url)).status(), 404, 'old feed after rotation');
});

test('a catalogue manager adds a vehicle with its owner and photo, shown in the catalogue', async ({
  page,
  app,
}) => {
  const code = unique('VEH-E2E-')
    .replace(/[^A-Za-z0-9-]/g, '')
    .slice(0, 40);
  await login(page, app, 'admin@demo.local');
  await page.goto(app('/booking/catalog'));
  await page.getByTestId('resource-create').click();
  const form = page.getByTestId('resource-form');
  await expectVisible(form);
  await form.getByLabel('Nom').fill('Renault Kangoo');
  await form.getByLabel('Code').fill(code);
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Véhicule' }).click();
  // Vehicles need an owner: the server refuses, and says so under the owner field.
  await page.getByTestId('resource-form-submit').click();
  await expectText(form, 'Resources of this type need an owner');
  await form.getByTestId('resource-owner').fill('Traor');
  await page.getByRole('option', { name: /Moussa Traoré/ }).click();
  await page.getByTestId('resource-form-submit').click();
  await expectHidden(form);

  const row = page.getByTestId('resources-grid').getByRole('row', { name: new RegExp(code) });
  await expectVisible(row);
  await expectText(row, 'Moussa Traoré');
  await row.getByTestId('resource-photo-open').click();
  const dialog = page.getByRole('dialog');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(path.join(REPO_ROOT, 'resources', 'demo', 'booking', 'veh-hilux.jpg'));
  await expectVisible(dialog.getByTestId('resource-photo'));
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await page.goto(app('/booking/resources'));
  await expectVisible(page.getByTestId(`resource-card-${code}`).getByTestId('resource-photo'));
});
