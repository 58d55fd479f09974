import { useTranslation } from 'react-i18next';
import { useVendorLanes, vendorsOf } from '../../../api/vendor-lanes';
import { VendorLobby } from '../components/VendorLobby';

/** /sports: the sports vendors, the pulled-out one included. */
export default function SportsPage() {
  const { t } = useTranslation('lobby');
  const lanes = useVendorLanes();
  const vendors = vendorsOf(lanes.data, ['SPORTS']);
  const pulledOut = lanes.data?.pulledOutSports;
  const all =
    pulledOut && !vendors.some((vendor) => vendor.vassalage === pulledOut.vassalage)
      ? [pulledOut, ...vendors]
      : vendors;
  return (
    <VendorLobby
      title={t('sports.title')}
      lead={t('sports.lead')}
      vendors={all}
      query={lanes}
      testId="sports-page"
    />
  );
}
