import path from 'node:path';
import type { Page } from 'playwright-core';
import { login, logout, navIds, unique } from '../lib/app';
import { expectEqual, expectHidden, expectText, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { MENUS_BY_LOGIN } from '../lib/menus';
import { expectCleanPage } from '../lib/page-checks';
import { SCREENSHOTS_DIR } from '../lib/paths';

async function openMenu(page: Page, id: string): Promise<void> {
  await page.getByTestId('nav-drawer').getByTestId(`nav-${id}`).click();
}

async function rate(page: Page, questionId: string, value: number): Promise<void> {
  // The radios of a MUI Rating are visually hidden: click the star (its label).
  const rating = page.getByTestId(`answer-rating-${questionId}`);
  const id = await rating.locator(`input[value="${value}"]`).getAttribute('id');
  await rating.locator(`label[for="${id}"]`).click();
  await expectVisible(rating.locator(`input[value="${value}"]:checked`));
}

test('HR opens a cycle, the employee submits her self-assessment, her manager reviews it', async ({ page, app, console }) => {
  const cycleName = unique('Entretiens e2e ');

  // HR creates and opens a cycle with the demo form; the progress shows every new appraisal in draft.
  await login(page, app, 'hr@demo.local');
  expectEqual(await navIds(page), MENUS_BY_LOGIN['hr@demo.local'], 'menu entries of HR');

  // The running 360° campaign of the demo: its report shows the peers and hides the manager's lone answer.
  await openMenu(page, 'appraisal-feedback');
  const campaign = page.getByTestId('campaigns-grid').getByRole('row', { name: /Feedback 360° managers/ });
  await expectVisible(campaign);
  await expectCleanPage(page, console, '360° campaigns');
  await campaign.getByRole('gridcell', { name: /Feedback 360° managers/ }).click();
  await page.getByTestId('campaign-detail').getByRole('button', { name: 'Rapport' }).click();
  const report = page.getByTestId('feedback-report');
  await expectText(report, 'Manager : masqué (moins de 3 répondants)');
  await expectText(report, 'Pairs : 4 répondant(s)');
  await expectVisible(page.getByTestId('feedback-chart'));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'appraisal-360-report-fr.png') });
  await page.keyboard.press('Escape');

  await openMenu(page, 'appraisal-cycles');
  await expectVisible(page.getByRole('heading', { name: "Campagnes d'évaluation" }));
  await expectVisible(page.getByTestId('cycles-grid').getByRole('row', { name: /Entretiens annuels 2026/ }));
  await expectCleanPage(page, console, 'cycle administration');
  await page.getByTestId('cycle-new').click();
  await page.getByTestId('cycle-name').fill(cycleName);
  await page.getByTestId('cycle-form').click();
  await page.getByTestId('cycle-form-Entretien annuel').click();
  await page.getByTestId('cycle-save').click();
  const row = page.getByTestId('cycles-grid').getByRole('row', { name: new RegExp(cycleName) });
  await expectVisible(row);
  await row.getByTestId('cycle-open').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectText(row, 'Ouverte');
  await expectText(row, /0 \/ \d+ signées/);
  await logout(page);

  // The employee fills in and submits her self-assessment.
  await login(page, app, 'employee@demo.local');
  await openMenu(page, 'appraisal-mine');
  const mine = page.getByTestId('appraisals-mine-grid').getByRole('row', { name: new RegExp(cycleName) });
  await expectVisible(mine);
  await expectText(mine, 'Brouillon');
  await mine.getByRole('gridcell', { name: cycleName }).click();
  await expectVisible(page.getByTestId('appraisal-editing'));
  await rate(page, 'q-qualite', 4);
  await rate(page, 'q-equipe', 5);
  await page.getByTestId('answer-text-q-reussites').fill('Douze nouveaux clients au Plateau');
  await expectCleanPage(page, console, 'self-assessment form');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'appraisal-self-fr.png') });
  await page.getByTestId('appraisal-submit').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectText(page.getByTestId('appraisal-self-answers'), 'Douze nouveaux clients au Plateau');
  await expectText(page.getByRole('main'), 'En évaluation manager');

  // She sets herself an objective with a milestone and a KPI, then records its progress.
  const objectiveTitle = unique('Objectif e2e ');
  await openMenu(page, 'appraisal-objectives');
  await page.getByTestId('objective-new').click();
  const objectiveForm = page.getByTestId('objective-dialog');
  await page.getByTestId('objective-title').fill(objectiveTitle);
  await page.getByTestId('objective-add-milestone').click();
  await page.getByTestId('milestone-title-1').fill('Relancer les clients dormants');
  await page.getByTestId('objective-add-kpi').click();
  await page.getByTestId('kpi-name-1').fill('Nouveaux clients');
  await page.getByTestId('kpi-target-1').fill('20');
  await expectText(page.getByTestId('kpi-total'), '100 %');
  await expectCleanPage(page, console, 'objective form');
  await page.getByTestId('objective-save').click();
  await expectHidden(objectiveForm);
  const objective = page.getByTestId('objective-detail');
  await expectText(objective, objectiveTitle);
  await expectText(page.getByTestId('objective-kpis'), 'Nouveaux clients : 0 / 20');
  await page.getByTestId('objective-action-progress').click();
  await page.getByTestId('objective-progress-dialog').getByLabel('Relancer les clients dormants').check();
  await page.getByTestId('kpi-actual-1').fill('5');
  await page.getByTestId('objective-progress-save').click();
  await expectText(page.getByTestId('objective-progress'), '25 % atteint');
  await expectText(page.getByTestId('objective-milestones'), 'Relancer les clients dormants (fait)');
  // Escape reaches the drawer only once the progress dialog has finished closing.
  await expectHidden(page.getByTestId('objective-progress-dialog'));
  await page.keyboard.press('Escape');
  await expectHidden(objective);

  // Her own 360° report, from the demo's closed campaign: her peers shown, her manager's lone answer hidden.
  await openMenu(page, 'appraisal-feedback-mine');
  await expectVisible(page.getByRole('heading', { name: 'Mes retours 360°' }));
  await expectText(page.getByTestId('my-feedback-list'), /Feedback 360° équipe commerciale/);
  const myReport = page.getByTestId('feedback-report');
  await expectText(myReport, 'Manager : masqué (moins de 3 répondants)');
  await expectText(myReport, 'Pairs : 4 répondant(s)');
  await expectText(myReport, 'Garder ce sens du client');
  await expectHidden(myReport.getByText('Déléguer davantage'));
  await expectVisible(page.getByTestId('feedback-chart'));
  await expectCleanPage(page, console, 'my 360° reports');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'appraisal-my-360-fr.png') });
  await logout(page);

  // Her manager sees the self-assessment and submits the review: the appraisal awaits the signatures.
  await login(page, app, 'manager@demo.local');
  // He was the subject of no closed 360° campaign yet.
  await openMenu(page, 'appraisal-feedback-mine');
  await expectVisible(page.getByText('Aucun rapport 360° pour le moment'));
  await openMenu(page, 'appraisal-team');
  const team = page.getByTestId('appraisals-team-grid').getByRole('row', { name: new RegExp(`${cycleName}.*Aminata Ouattara`) });
  await expectVisible(team);
  await expectText(team, 'En évaluation manager');
  await expectCleanPage(page, console, 'team appraisals');
  await team.getByRole('gridcell', { name: cycleName }).click();
  await expectText(page.getByTestId('appraisal-self-answers'), 'Douze nouveaux clients au Plateau');
  await rate(page, 'q-qualite', 5);
  await rate(page, 'q-equipe', 4);
  await page.getByTestId('answer-text-q-reussites').fill('Excellente année commerciale');
  await page.getByTestId('appraisal-submit').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectText(page.getByRole('main'), 'En attente de signature');
  await expectText(page.getByTestId('appraisal-manager-answers'), 'Excellente année commerciale');
  await page.getByTestId('appraisal-sign').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectText(page.getByTestId('appraisal-manager-signature'), 'signée par Moussa Traoré');
});
