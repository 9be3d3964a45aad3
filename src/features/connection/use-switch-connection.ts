import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { applyConnection } from '../../api/client';
import type { Connection } from '../../api/credentials';
import { isSandboxRunning } from '../../config/sandbox';
import { forgetConnection, saveConnection } from './storage';

/**
 * Switches the connection: stores it per the storage policy, points the client at it and clears the
 * query cache, so no data of one API is ever shown as another's. Entering the sandbox when its
 * worker is not running reloads the page, because only main.tsx may load the sandbox.
 */
export function useSwitchConnection() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const connect = useCallback(
    (connection: Connection, remember: boolean, returnTo: string) => {
      saveConnection(connection, remember);
      if (connection.mode === 'sandbox' && !isSandboxRunning()) {
        location.assign(returnTo);
        return;
      }
      queryClient.clear();
      applyConnection(connection);
      void navigate(returnTo);
    },
    [queryClient, navigate],
  );

  const disconnect = useCallback(() => {
    forgetConnection();
    queryClient.clear();
    applyConnection(null);
  }, [queryClient]);

  return { connect, disconnect };
}
