import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadMessages } from '../../../api/messages';
import { useSwitch } from '../../../api/permission';
import { CountBadge } from '../../../components/ui/CountBadge';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { MEMBER_PAGES, type MemberPage } from '../../../lib/member-centre';
import type { MemberPageRegistry } from '../pages';
import { PAGE_ICONS } from './member-pages';
import { PageHeading } from './PageHeading';
import './member-centre.css';

type MemberCentrePanelProps = {
  page: MemberPage;
  /** The page of each key (app/member-pages.ts); each loads when first opened. */
  pages: MemberPageRegistry;
  onOpen: (page: MemberPage) => void;
  onClose: () => void;
};

/** The menu entry of the open page. */
const OPEN_ENTRY = ".member-centre-item[aria-current='page']";

/** The member-centre panel (spec §2.5): its pages in a left menu, the active one highlighted, its content on the right. */
export default function MemberCentrePanel({ page, pages, onOpen, onClose }: MemberCentrePanelProps) {
  const { t } = useTranslation('memberCentre');
  const menuRef = useRef<HTMLElement>(null);
  const unread = useUnreadMessages();
  const manualRebate = useSwitch('manualRebate');
  // cashback is listed only while the operator's manual-rebate switch is on (spec §2.4)
  const listed = MEMBER_PAGES.filter((key) => key !== 'manualRebate' || manualRebate);
  // on a phone the menu is one row that scrolls sideways: the open page's entry is brought to its middle (a link to
  // the deposit page would otherwise open with its entry out of sight); on a desktop the menu does not scroll. Measured
  // in the next frame, where the browser lays the panel out anyway: measuring at once forced that layout (the whole
  // page under the dialog) into the same task as the panel's first render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open entry (OPEN_ENTRY) is another one when `page` changes
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const menu = menuRef.current;
      const item = menu?.querySelector<HTMLElement>(OPEN_ENTRY);
      if (!menu || !item || menu.scrollWidth <= menu.clientWidth) return;
      const [box, entry] = [menu.getBoundingClientRect(), item.getBoundingClientRect()];
      menu.scrollLeft += entry.left - box.left - (box.width - entry.width) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [page]);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('title')}
      width={1080}
      className="member-centre"
      testId="member-centre"
      initialFocus={OPEN_ENTRY}
    >
      <div className="member-centre-layout">
        <nav ref={menuRef} className="member-centre-menu" aria-label={t('menu')}>
          <ul>
            {listed.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  className="member-centre-item"
                  aria-current={key === page ? 'page' : undefined}
                  onClick={() => key !== page && onOpen(key)}
                  data-testid={`mc-menu-${key}`}
                >
                  <span className="member-centre-icon" aria-hidden>
                    {PAGE_ICONS[key]}
                  </span>
                  <span className="member-centre-label">{t(`pages.${key}.label`)}</span>
                  {key === 'messageV2' ? (
                    <CountBadge
                      count={unread}
                      label={t('unread', { count: unread })}
                      testId="mc-messages-unread"
                    />
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section
          className="member-centre-content"
          aria-label={t(`pages.${page}.label`)}
          data-testid={`mc-page-${page}`}
        >
          <MemberPageContent page={page} pages={pages} />
        </section>
      </div>
    </Modal>
  );
}

function MemberPageContent({ page, pages }: { page: MemberPage; pages: MemberPageRegistry }) {
  const Page = pages[page];
  return (
    <Suspense fallback={<Spinner />}>
      <Page key={page} heading={<PageHeading page={page} />} />
    </Suspense>
  );
}
