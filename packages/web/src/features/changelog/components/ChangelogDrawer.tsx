import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { useState } from 'react';
import { Link } from 'react-router';
import { SideDrawer } from '../../../components/SideDrawer.tsx';
import { SvgIcon } from '../../../components/SvgIcon.tsx';
import { formatFullDate } from '../../../lib/date-format.ts';
import {
  type ChangelogAudience,
  type ChangelogTag,
  NEWEST_VERSION,
  visibleEntries,
} from '../changelog-entries.ts';
import { readSeenVersion, storeSeenVersion } from '../version-storage.ts';
import './ChangelogDrawer.css';

const TAG_CLASS: Record<ChangelogTag, string> = {
  General: 'cs-changelog__tag',
  Patient: 'cs-changelog__tag cs-changelog__tag--patient',
  Provider: 'cs-changelog__tag cs-changelog__tag--provider',
};

/**
 * The header's What's new button and its drawer: a dot while the last version seen differs from the
 * newest entry; opening the drawer stores the newest. Entries restricted to a role show only to that role.
 */
export function ChangelogDrawer({ audience }: { audience: ChangelogAudience }) {
  const [open, setOpen] = useState(false);
  const [unseen, setUnseen] = useState(() => readSeenVersion() !== NEWEST_VERSION);
  const entries = visibleEntries(audience);

  const show = () => {
    storeSeenVersion(NEWEST_VERSION);
    setUnseen(false);
    setOpen(true);
  };

  return (
    <>
      <span className="cs-changelog__button-wrap">
        <button
          type="button"
          className="cs-icon-button"
          aria-label={unseen ? 'What’s new (unread updates)' : 'What’s new'}
          aria-haspopup="dialog"
          onClick={show}
          data-testid="changelog-button"
        >
          <SvgIcon icon={GiftOutlined} />
        </button>
        {unseen && <span className="cs-changelog__dot" />}
      </span>
      <SideDrawer title="What’s new" open={open} onClose={() => setOpen(false)} width={400}>
        <ol className="cs-changelog">
          {entries.map((entry) => (
            <li key={entry.version} className="cs-changelog__entry">
              <div className="cs-changelog__meta">
                <span className={TAG_CLASS[entry.tag]}>{entry.tag}</span>
                <time dateTime={entry.date} className="cs-changelog__date">
                  {formatFullDate(entry.date)}
                </time>
              </div>
              <h3 className="cs-changelog__title">{entry.title}</h3>
              <p className="cs-changelog__text">{entry.text}</p>
              {entry.link && (
                <Link to={entry.link.to} onClick={() => setOpen(false)}>
                  {entry.link.label}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </SideDrawer>
    </>
  );
}
