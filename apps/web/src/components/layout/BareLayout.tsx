import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../ui/Spinner';
import './site-layout.css';

/** No header, menu or footer: /helpmc, the help centre shown inside other apps. */
export function BareLayout() {
  return (
    <main id="main" className="bare-main">
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
