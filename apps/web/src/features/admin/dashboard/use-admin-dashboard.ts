import { adminDashboardMachine, type DashboardData } from '@intake/machines';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { AdminApi } from './admin-api';
import { loadDashboard } from './dashboard-load';

/** The dashboard's load machine, its `load` made of the real calls with the session's API. */
export function useAdminDashboard(api: AdminApi) {
  // The machine is made once; a newer api (a new token) is read at each load.
  const latest = useRef(api);
  latest.current = api;
  const [machine] = useState(() =>
    adminDashboardMachine.provide({ actors: { load: fromPromise<DashboardData>(({ signal }) => loadDashboard(latest.current, signal)) } }),
  );
  return useMachine(machine);
}
