import type { Page } from 'playwright-core';
import { login, logout, navIds, unique } from '../lib/app';
import { expectEqual, expectHidden, expectText, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { MENUS_BY_LOGIN } from '../lib/menus';
import { expectCleanPage } from '../lib/page-checks';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const OFFER = 'Développeur·se full-stack TypeScript';

async function openMenu(page: Page, id: string): Promise<void> {
  await page.getByTestId('nav-drawer').getByTestId(`nav-${id}`).click();
}

/** The recruiter opens the demo offer from the menu (its page shows the public link and the preview). */
async function openDemoOffer(page: Page): Promise<void> {
  await openMenu(page, 'recruitment-offers');
  await expectVisible(page.getByRole('heading', { name: "Offres d'emploi" }));
  await page.getByTestId('offers-grid').getByRole('row', { name: new RegExp(OFFER) }).click();
  await expectText(page.getByTestId('offer-detail'), 'Publiée');
}

test('an anonymous visitor applies to a published offer through its public page, and the recruiter sees the application in the pipeline', async ({ page, app, console }) => {
  const lastName = unique('Candidat');
  const email = `${lastName.toLowerCase()}@example.com`;

  // The recruiter finds the public link of a published demo offer.
  await login(page, app, 'recruiter@demo.local');
  expectEqual(await navIds(page), MENUS_BY_LOGIN['recruiter@demo.local'], 'the menus of the recruiter');
  await openDemoOffer(page);
  await expectText(page.getByTestId('offer-preview'), 'TypeScript');
  await expectCleanPage(page, console, 'job offer');
  const publicLink = await page.getByTestId('offer-public-link').getAttribute('href');
  if (!publicLink) throw new Error('The published offer shows no public link');
  await logout(page);

  // Anyone, without an account, reads the offer and applies with a CV.
  await page.goto(publicLink);
  await expectVisible(page.getByRole('heading', { name: OFFER }));
  await expectCleanPage(page, console, 'public offer page');
  // The page speaks English too, and back to French.
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expectVisible(page.getByRole('heading', { name: 'Apply' }));
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-fr').click();
  await expectVisible(page.getByRole('heading', { name: 'Postuler' }));
  const form = page.getByTestId('apply-form');
  await page.getByTestId('apply-firstName').fill('Aya');
  await page.getByTestId('apply-lastName').fill(lastName);
  await page.getByTestId('apply-email').fill(email);
  await page.getByTestId('apply-coverLetter').fill('Je souhaite rejoindre votre équipe produit.');
  await page.getByTestId('cv-input').setInputFiles({ name: 'cv-aya.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectText(page.getByTestId('cv-name'), 'cv-aya.pdf');
  await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expectVisible(page.getByTestId('apply-received'));
  await expectHidden(page.getByTestId('apply-form'));

  // The recruiter sees it arrive among the new applications and moves it with the keyboard menu.
  await login(page, app, 'recruiter@demo.local');
  await openDemoOffer(page);
  await page.getByTestId('offer-pipeline').click();
  const card = page.getByTestId('stage-NEW').locator(`[data-candidate="Aya ${lastName}"]`);
  await expectVisible(card);
  await expectCleanPage(page, console, 'pipeline board');
  await card.getByRole('button', { name: /Déplacer/ }).click();
  await page.getByTestId('move-to-SCREENING').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  const screened = page.getByTestId('stage-SCREENING').locator(`[data-candidate="Aya ${lastName}"]`);
  await expectVisible(screened);

  // Then dragged to the next stage.
  await screened.dragTo(page.getByTestId('stage-INTERVIEW'));
  await page.getByTestId('confirm-dialog-confirm').click();
  const interviewed = page.getByTestId('stage-INTERVIEW').locator(`[data-candidate="Aya ${lastName}"]`);
  await expectVisible(interviewed);

  // Its detail shows the history: received from the public page, then moved twice.
  await interviewed.getByRole('link').click();
  await expectText(page.getByTestId('application-detail'), email);
  await expectText(page.getByTestId('application-timeline'), 'Candidature reçue');
  await expectText(page.getByTestId('application-timeline'), /Nouvelles → Présélection/);
  await expectText(page.getByTestId('application-timeline'), /Présélection → Entretiens/);
  await expectCleanPage(page, console, 'candidate detail');
});
