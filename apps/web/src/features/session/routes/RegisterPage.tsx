import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { lazyChunk } from '../../../lib/lazy-page';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../use-session';

const RegisterModal = lazyChunk(() => import('../components/RegisterModal'));

/** /register and /register.html: the register modal over the home page; once registered, /index. */
export default function RegisterPage() {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const session = useSession();
  // after the home page's own (it renders first, under the dialog): the tab says "Sign up"
  usePageTitle(t('register.title'));
  if (session.status === 'loggedIn') return <Navigate to="/index" replace />;
  const home = () => navigate('/index');
  return (
    <Suspense fallback={null}>
      <RegisterModal onClose={home} onDone={home} />
    </Suspense>
  );
}
