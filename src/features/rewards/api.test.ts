import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody } from '../../api/errors';
import { isVaultRefusal } from './api';

const refusal = (status: number, message: string | string[]) =>
  apiErrorFromBody(status, '', { statusCode: status, message, error: 'Bad Request' }, 'createBadgeReward');

describe('isVaultRefusal', () => {
  it("recognises the service's refusal for want of a vault on the chain", () => {
    expect(
      isVaultRefusal(refusal(400, 'No vault exists for chain 10; add one in the community dashboard')),
    ).toBe(true);
    expect(isVaultRefusal(refusal(400, ['name should not be empty', 'Vault not found for chain 137']))).toBe(
      true,
    );
    expect(isVaultRefusal(refusal(422, 'chainId: community has no vault on this chain'))).toBe(true);
  });

  it('is not fooled by other errors that mention a vault', () => {
    expect(isVaultRefusal(refusal(400, 'vaultId must be a string'))).toBe(false);
    expect(isVaultRefusal(refusal(400, 'vaultId must match no other reward'))).toBe(false);
    expect(isVaultRefusal(refusal(500, 'No vault exists for chain 10'))).toBe(false);
    expect(isVaultRefusal(refusal(400, 'amount should not be empty'))).toBe(false);
    expect(isVaultRefusal(new Error('No vault exists for chain 10'))).toBe(false);
    expect(
      isVaultRefusal(new ApiError({ status: 0, message: 'offline', operation: 'x', kind: 'network' })),
    ).toBe(false);
  });
});
