import { describe, expect, it } from 'vitest';
import { api } from '../../../test/api.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ NODE_ENV: 'production', DEMO_MODE: '1' });

describe('the sandbox gateway in production', () => {
  it('has no development clock', async () => {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/dev/payments/advance-clock',
      payload: { subscriptionId: 'sub_sandbox_x' },
    });
    expect(res.statusCode).toBe(404);
  });
});
