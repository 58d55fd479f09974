import { useNavigate } from 'react-router';
import { RegisterModal } from '../components/RegisterModal';

/** /register and /register.html: the register modal over the home page. */
export default function RegisterPage() {
  const navigate = useNavigate();
  return <RegisterModal open onClose={() => navigate('/index')} onLogin={() => navigate('/login')} />;
}
