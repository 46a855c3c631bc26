import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { contractorId, createTransit, DEMO_PLACE, getTransit } from '../support/transits.ts';
import { apiSignIn, signIn } from '../support/ui.ts';

/**
 * No lost updates (docs/decisions/0023-no-lost-updates.md): two people edit the same transit from
 * the same version. The second save is refused (409 edited_by_someone_else); the form offers the
 * newer version and keeps what was typed in view.
 */

type Made = { id: number; number: string };

/** A transit of the demo company with a sender's instruction, made through the API. */
async function createTransitWithInstruction(api: APIRequestContext, token: string): Promise<Made> {
  const client = await contractorId(api, token, 'Hurtownia');
  const transit = await createTransit(api, token, {
    loading_date: new Date().toISOString().slice(0, 10),
    sender_client: client,
    sender_location: [DEMO_PLACE],
    receivers: [
      {
        client,
        cargo: [{ name: 'Palety EUR', quantity: 10 }],
        destiny_places: [{ ...DEMO_PLACE, town: 'Kraków', zip_code: '30-701' }],
      },
    ],
    carrier: [{ client, driver_not_from_system: 'Adam Nowicki' }],
    sender_instruction: 'Rozładunek w godzinach pracy magazynu',
  });
  return { id: transit.id, number: transit.transit_number };
}

/** A signed-in person in a browser of their own, on the transit's edit form. */
async function openEditForm(browser: Browser, login: string, made: Made): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, login, DEMO.password);
  await page.goto(`/documents/${String(made.id)}/edit`);
  await expect(page.getByRole('dialog', { name: `Edit transit ${made.number}` })).toBeVisible();
  return page;
}

test('the second of two saves from the same version asks, loads their version and keeps what was typed', async ({
  browser,
  api,
}) => {
  test.setTimeout(120_000);
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const made = await createTransitWithInstruction(api, token);
  const owner = await openEditForm(browser, DEMO.owner, made);
  const dispatcher = await openEditForm(browser, DEMO.dispatcher, made);
  const ownerForm = owner.getByRole('dialog', { name: `Edit transit ${made.number}` });
  const dispatcherForm = dispatcher.getByRole('dialog', { name: `Edit transit ${made.number}` });
  const instructions = (form: typeof ownerForm) => form.getByLabel("Sender's instructions");

  await test.step('the owner saves first', async () => {
    await instructions(ownerForm).fill('Rozładunek od 6:00');
    await ownerForm.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(owner.getByRole('dialog', { name: 'Transit saved successfully' })).toBeVisible();
  });

  await test.step('the dispatcher saves from the old version and is asked', async () => {
    await instructions(dispatcherForm).fill('Zadzwonić przed przyjazdem');
    await dispatcherForm.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = dispatcher.getByRole('alertdialog', {
      name: 'Someone else saved this transit',
    });
    await expect(conflict).toContainText('after you opened it');
    // Nothing typed is touched while the question is open (the form behind it is aria-hidden).
    await expect(dispatcher.locator('textarea[name="sender_instruction"]')).toHaveValue(
      'Zadzwonić przed przyjazdem',
    );
    await conflict.getByRole('button', { name: 'Load their version' }).click();
    await expect(conflict).toBeHidden();
  });

  await test.step("the form shows the owner's value and lists the dispatcher's", async () => {
    await expect(instructions(dispatcherForm)).toHaveValue('Rozładunek od 6:00');
    const panel = dispatcherForm.getByRole('alert', { name: 'Your unsaved changes' });
    await expect(panel).toContainText("Sender's instructions: Zadzwonić przed przyjazdem");
    const saved = await getTransit(api, token, made.id);
    expect(saved.sender_instruction).toBe('Rozładunek od 6:00');
  });

  await test.step('a save from their version goes through', async () => {
    await instructions(dispatcherForm).fill('Rozładunek od 6:00; zadzwonić przed przyjazdem');
    await dispatcherForm.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      dispatcher.getByRole('dialog', { name: 'Transit saved successfully' }),
    ).toBeVisible();
    const saved = await getTransit(api, token, made.id);
    expect(saved.sender_instruction).toBe('Rozładunek od 6:00; zadzwonić przed przyjazdem');
  });

  await owner.context().close();
  await dispatcher.context().close();
});
