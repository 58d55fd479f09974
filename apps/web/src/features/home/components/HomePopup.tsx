import { type Notice, siteDay } from '@app/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { SafeHtml } from '../../../components/ui/SafeHtml';
import { useAuthGate } from '../../../lib/auth-gate';
import { readSessionStored, readStored, writeSessionStored, writeStored } from '../../../lib/storage';
import { type PopupDays, parsePopupDays, popupsToShow, putAway } from './popup-memory';

/** "Don't show again today" (spec §4): popup id → the Vietnam day it was hidden on, kept across visits. */
const HIDDEN_KEY = 'popupsHiddenOn';
/** Closed without that: not again during this visit (this tab, until logging out), that day. */
const CLOSED_KEY = 'popupsClosedOn';

const read = (raw: string | null): PopupDays => parsePopupDays(raw);

/** The popup (PU) announcements the viewer is in the audience of and has not put away today. */
export default function HomePopup({ items }: { items: readonly Notice[] }) {
  const { t } = useTranslation('home');
  const gate = useAuthGate();
  const checkboxId = useId();
  // closed by this viewer (a visitor's close does not hold for the member they become, nor the reverse)
  const [closedAs, setClosedAs] = useState<boolean | null>(null);
  const [hideToday, setHideToday] = useState(false);
  const today = siteDay();
  const shown = popupsToShow(
    items,
    gate,
    [read(readStored(HIDDEN_KEY)), read(readSessionStored(CLOSED_KEY))],
    today,
  );
  if (shown.length === 0 || closedAs === gate.loggedIn) return null;

  const close = () => {
    const ids = shown.map((item) => item.id);
    const key = hideToday ? HIDDEN_KEY : CLOSED_KEY;
    if (hideToday) writeStored(key, JSON.stringify(putAway(read(readStored(key)), ids, today)));
    else writeSessionStored(key, JSON.stringify(putAway(read(readSessionStored(key)), ids, today)));
    setClosedAs(gate.loggedIn);
  };

  return (
    <Modal
      open
      onClose={close}
      title={shown.length === 1 ? shown[0]?.title : t('popup.title')}
      testId="home-popup"
    >
      <div className="home-popup">
        {shown.map((item) => (
          <article key={item.id} className="home-popup-item" data-testid="home-popup-item" data-id={item.id}>
            {shown.length > 1 ? <h3 className="home-popup-title">{item.title}</h3> : null}
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
