import { lazy, Suspense } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../use-session';

const RegisterModal = lazy(() => import('../components/RegisterModal'));

/** /register and /register.html: the register modal over the home page; once registered, /index. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const session = useSession();
  if (session.status === 'loggedIn') return <Navigate to="/index" replace />;
  const home = () => navigate('/index');
  return (
    <Suspense fallback={null}>
      <RegisterModal onClose={home} onDone={home} />
    </Suspense>
  );
}
