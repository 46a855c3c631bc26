import { createHmac, timingSafeEqual } from 'node:crypto';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import {
  createTransitWithKey,
  openProfileTab,
  startReceiver,
  type Received,
} from '../support/integrations.ts';
import { expectNoSeriousA11yViolations, signIn } from '../support/ui.ts';

/** `t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">` checked as a receiver would check it. */
function isSignedWith(secret: string, { signature, body }: Received): boolean {
  const parts = new Map(
    signature.split(',').map((part): [string, string] => {
      const [name = '', value = ''] = part.split('=', 2);
      return [name, value];
    }),
  );
  const t = parts.get('t') ?? '';
  const v1 = Buffer.from(parts.get('v1') ?? '', 'hex');
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return v1.length === expected.length && timingSafeEqual(v1, expected);
}

test('an Admin connects a system with an API key and a webhook and sees its deliveries', async ({
  page,
  app,
}) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, DEMO.owner, DEMO.password);

    await openProfileTab(page, 'api-keys');
    await page.getByLabel('Key name').fill('TMS');
    await page.getByLabel('Access').click();
    await page.getByRole('option', { name: 'Read and write' }).click();
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = await page.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(key).toMatch(/^td_/);

    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByRole('textbox', { name: 'Endpoint address' }).fill(receiver.url);
    await page.getByRole('checkbox', { name: 'Transit created' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    const endpoints = page.getByRole('table', { name: 'Webhook endpoints' });
    await expect(endpoints.getByRole('row', { name: new RegExp(receiver.url) })).toContainText(
      'Active',
    );

    const transitId = await createTransitWithKey(app.url, key);

    await page.getByRole('button', { name: `Delivery log of ${receiver.url}` }).click();
    const log = page.getByRole('dialog', { name: /Delivery log/ });
    const rows = log.getByRole('table', { name: 'Deliveries' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Transit created · ID ${transitId}`);
    await expect(rows.nth(1)).toContainText(/Delivered \d{4}-\d{2}-\d{2}/);
    await expect(rows.nth(1)).toContainText('200');
    await expectNoSeriousA11yViolations(page);

    expect(receiver.received).toHaveLength(1);
    const [first] = receiver.received;
    if (!first) throw new Error('nothing received');
    expect(isSignedWith(secret, first)).toBe(true);
    expect(isSignedWith('whsec_wrong', first)).toBe(false);
    const event = JSON.parse(first.body) as { id: string; event: string; data: { id: number } };
    expect(event).toMatchObject({ event: 'transit.created', data: { id: transitId } });

    await rows
      .nth(1)
      .getByRole('button', { name: /^Send Transit created/ })
      .click();
    await expect(log.getByText('Queued to be sent again.')).toBeVisible();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(/Delivered/);
    await expect.poll(() => receiver.received.length).toBe(2);
    const [, again] = receiver.received;
    if (!again) throw new Error('nothing received again');
    // The same event again: a receiver that has it already can drop it by its id.
    expect((JSON.parse(again.body) as { id: string }).id).toBe(event.id);
    expect(isSignedWith(secret, again)).toBe(true);

    // Later specs on this server must not queue deliveries to a receiver that is gone.
    await log.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete the webhook endpoint?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(/No webhook endpoints yet/)).toBeVisible();
  } finally {
    receiver.server.close();
  }
});
