import { useTranslation } from 'react-i18next';
import { useVendorLanes, vendorsOf } from '../../../api/vendor-lanes';
import { VendorLobby } from '../components/VendorLobby';

/** /esports: the e-sports vendors. */
export default function EsportsPage() {
  const { t } = useTranslation('lobby');
  const lanes = useVendorLanes();
  return (
    <VendorLobby
      title={t('esports.title')}
      lead={t('esports.lead')}
      vendors={vendorsOf(lanes.data, ['ESPORTS'])}
      query={lanes}
      testId="esports-page"
    />
  );
}
