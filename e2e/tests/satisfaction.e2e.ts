import type { Page } from 'playwright-core';
import { login, logout, unique } from '../lib/app';
import { expectHidden, expectText, expectUrl, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { expectCleanPage } from '../lib/page-checks';

async function openMenu(page: Page, id: string): Promise<void> {
  await page.getByTestId('nav-drawer').getByTestId(`nav-${id}`).click();
}

test('HR builds and distributes a pulse, an employee answers it, its results stay hidden under 3 answers; kudos reach the wall', async ({ page, app, console }) => {
  const title = unique('Pulse e2e ');
  const kudos = unique('Merci pour le coup de main e2e ');

  // HR builds a one-question pulse and distributes it to everyone.
  await login(page, app, 'hr@demo.local');
  await openMenu(page, 'hr-surveys');
  await expectVisible(page.getByRole('heading', { name: 'Enquêtes et pulses' }));
  await expectVisible(page.getByTestId('surveys-grid').getByRole('row', { name: /Pulse de novembre/ }));
  await expectCleanPage(page, console, 'surveys');
  await page.getByTestId('survey-new').click();
  await page.getByTestId('survey-title').fill(title);
  await page.getByTestId('question-label-1').fill('Recommanderiez-vous l’entreprise à un ami ?');
  await page.getByTestId('survey-save').click();
  await expectHidden(page.getByTestId('survey-form'));
  await expectUrl(page, /\/hr\/surveys\/[0-9a-f-]{36}$/);
  const surveyUrl = new URL(page.url()).pathname.replace(/^\/app/, '');
  await page.getByTestId('survey-open').click();
  await page.getByTestId('open-confirm').click();
  await expectText(page.getByTestId('survey-participation'), /0 réponse\(s\) sur \d+/);
  await expectVisible(page.getByTestId('results-hidden'));
  await logout(page);

  // The employee answers it from "Mes enquêtes".
  await login(page, app, 'employee@demo.local');
  await openMenu(page, 'hr-my-surveys');
  const row = page.getByTestId('my-surveys-grid').getByRole('row', { name: new RegExp(title) });
  await expectVisible(row);
  await expectCleanPage(page, console, 'my surveys');
  await row.click();
  await page.getByTestId('answer-1').getByRole('button', { name: '9', exact: true }).click();
  await page.getByTestId('answer-submit').click();
  await expectVisible(page.getByTestId('survey-answered'));
  await expectCleanPage(page, console, 'answered survey');

  // Then thanks a colleague on the recognition wall.
  await openMenu(page, 'hr-recognition');
  await expectVisible(page.getByRole('heading', { name: 'Mur de reconnaissance' }));
  await expectVisible(page.getByTestId('feedback-card').first());
  await expectCleanPage(page, console, 'recognition wall');
  await page.getByTestId('feedback-new').click();
  await page.getByTestId('feedback-recipient').locator('input').fill('traore');
  await page.getByRole('option', { name: /Moussa Traoré/ }).click();
  await page.getByTestId('feedback-message').fill(kudos);
  await page.getByTestId('feedback-send').click();
  await expectHidden(page.getByTestId('feedback-form'));
  const card = page.getByTestId('feedback-card').filter({ hasText: kudos });
  await expectVisible(card);
  await expectText(card, 'Pour Moussa Traoré');
  await logout(page);

  // One answer: HR sees participation, but no figure.
  await login(page, app, 'hr@demo.local');
  await page.goto(app(surveyUrl));
  await expectText(page.getByTestId('survey-participation'), /1 réponse\(s\) sur \d+/);
  await expectVisible(page.getByTestId('results-hidden'));
  await expectHidden(page.getByTestId('results-enps'));
  await expectCleanPage(page, console, 'survey results hidden');
  // The demo pulse has 4 answers: its results and eNPS show.
  await openMenu(page, 'hr-surveys');
  await page.getByTestId('surveys-grid').getByRole('row', { name: /Pulse de novembre/ }).click();
  await expectText(page.getByTestId('results-enps'), '25.00');
  await expectVisible(page.getByTestId('results-breakdown'));
  await expectCleanPage(page, console, 'survey results');

  // HR adds a company value: it is listed, active, named by no message yet.
  const value = unique('Bienveillance ');
  await openMenu(page, 'hr-company-values');
  await expectVisible(page.getByTestId('values-grid').getByRole('row', { name: /Solidarité/ }));
  await expectCleanPage(page, console, 'company values');
  await page.getByTestId('value-new').click();
  await page.getByTestId('value-name').fill(value);
  await page.getByTestId('value-save').click();
  await expectHidden(page.getByTestId('value-form'));
  await expectText(page.getByTestId('values-grid').getByRole('row', { name: new RegExp(value) }), 'Active');
});
