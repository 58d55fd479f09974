import type { Notice } from '@app/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { SafeHtml } from '../../../components/ui/SafeHtml';
import { localDay } from '../../../lib/format-date';
import { readStored, writeStored } from '../../../lib/storage';

const HIDDEN_ON_KEY = 'popupHiddenOn';
/** Closed once, the popup stays closed for the rest of the visit. */
let closedThisVisit = false;

/** The popup (PU) announcements, with "hide for today" remembered for the local day. */
export default function HomePopup({ items }: { items: readonly Notice[] }) {
  const { t } = useTranslation('home');
  const checkboxId = useId();
  const [open, setOpen] = useState(() => !closedThisVisit && readStored(HIDDEN_ON_KEY) !== localDay());
  const [hideToday, setHideToday] = useState(false);
  if (items.length === 0 || !open) return null;

  const close = () => {
    closedThisVisit = true;
    if (hideToday) writeStored(HIDDEN_ON_KEY, localDay());
    setOpen(false);
  };

  return (
    <Modal
      open
      onClose={close}
      title={items.length === 1 ? items[0]?.title : t('popup.title')}
      testId="home-popup"
    >
      <div className="home-popup">
        {items.map((item) => (
          <article key={item.id} className="home-popup-item">
            {items.length > 1 ? <h3 className="home-popup-title">{item.title}</h3> : null}
            {item.imageUrl ? <img src={item.imageUrl} alt="" className="home-popup-image" /> : null}
            <SafeHtml html={item.content} />
          </article>
        ))}
      </div>
      <div className="home-popup-footer">
        <label htmlFor={checkboxId} className="home-popup-hide">
          <input
            id={checkboxId}
            type="checkbox"
            checked={hideToday}
            onChange={(event) => setHideToday(event.target.checked)}
            data-testid="popup-hide-today"
          />
          {t('popup.hideToday')}
        </label>
        <button type="button" className="btn btn-primary" onClick={close} data-testid="popup-close">
          {t('popup.close')}
        </button>
      </div>
    </Modal>
  );
}
