import { describe, expect, it } from 'vitest';

describe('zod configuration', () => {
  it('zod runs jitless, so it never probes eval under the CSP', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
