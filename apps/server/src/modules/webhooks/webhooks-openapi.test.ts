import { WEBHOOK_EVENTS, webhookBody } from '@transitdocs/domain';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.ts';
import { webhookExample } from './openapi.ts';

type Operation = {
  operationId: string;
  summary: string;
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody: {
    content: { 'application/json': { schema: Record<string, unknown>; example: unknown } };
  };
  responses: Record<string, unknown>;
};

describeEachDatabase('webhooks in the OpenAPI document', (ctx) => {
  it('describes every event with its body schema, an example, and the signature headers', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      webhooks?: Record<string, { post?: Operation }>;
    }>();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    const ids = new Set<string>();
    for (const event of WEBHOOK_EVENTS) {
      const operation = doc.webhooks?.[event]?.post;
      expect(operation, event).toBeDefined();
      if (!operation) continue;
      ids.add(operation.operationId);
      expect(operation.summary, event).not.toBe('');
      expect(
        operation.parameters.filter((p) => p.in === 'header' && p.required).map((p) => p.name),
      ).toEqual(expect.arrayContaining(['webhook-id', 'webhook-timestamp', 'webhook-signature']));
      const body = operation.requestBody.content['application/json'];
      expect(body.schema.properties, event).toMatchObject({
        event: { const: event },
        data: expect.any(Object) as unknown,
      });
      // The example is a body of the event exactly: nothing left out, nothing undocumented.
      expect(webhookBody(event).parse(body.example), event).toEqual(body.example);
      expect(body.example).toEqual(webhookExample(event));
    }
    expect(ids.size).toBe(WEBHOOK_EVENTS.length);
    // No secret is ever an example.
    expect(JSON.stringify(doc.webhooks)).not.toMatch(/whsec_[A-Za-z0-9+/]/);
  });
});
