import { useTranslation } from 'react-i18next';
import { useVendorLanes, vendorsOf } from '../../../api/vendor-lanes';
import { VendorLobby } from '../components/VendorLobby';

/** /elott: the e-lottery and lottery vendors (ELOTT and LOTT share this page). */
export default function ElottPage() {
  const { t } = useTranslation('lobby');
  const lanes = useVendorLanes();
  return (
    <VendorLobby
      title={t('elott.title')}
      lead={t('elott.lead')}
      vendors={vendorsOf(lanes.data, ['ELOTT', 'LOTT'])}
      query={lanes}
      testId="elott-page"
    />
  );
}
