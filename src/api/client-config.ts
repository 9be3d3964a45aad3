import { clientAuth, getConnection } from './credentials';
import type { CreateClientConfig } from './generated/client.gen';

/** Runtime configuration of the generated client: base URL and credentials of the current connection. */
export const createClientConfig: CreateClientConfig = (config) => ({
  ...config,
  baseUrl: getConnection()?.baseUrl ?? '',
  auth: clientAuth,
});
