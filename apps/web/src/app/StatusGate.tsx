import { SYSTEM_STATUS } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PlatformContext, permissionQuery } from '../api/permission';
import { Spinner } from '../components/ui/Spinner';
import { ErrorState } from '../components/ui/StateMessage';
import { MaintenancePage, RestrictionPage } from '../features/status';
import { useLanguage } from '../lib/language';

/** The customer-service window stays reachable: the maintenance and restriction pages open it. */
function isServiceWindow(): boolean {
  return window.location.pathname.toLowerCase().startsWith('/support/');
}

/**
 * The root status gate (spec §4): the permission call comes first; maintenance and region
 * restriction replace the whole site, a normal status shows it.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const query = useQuery({ ...permissionQuery(language), placeholderData: keepPreviousData });
  const permission = query.data;

  if (!permission) {
    if (query.isError) {
      return (
        <main className="page" style={{ paddingTop: '20vh' }}>
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </main>
      );
    }
    return <Spinner fullScreen />;
  }
  const site = <PlatformContext.Provider value={permission}>{children}</PlatformContext.Provider>;
  if (permission.status === SYSTEM_STATUS.normal || isServiceWindow()) return site;
  if (permission.status === SYSTEM_STATUS.maintenance) return <MaintenancePage permission={permission} />;
  return <RestrictionPage permission={permission} />;
}
