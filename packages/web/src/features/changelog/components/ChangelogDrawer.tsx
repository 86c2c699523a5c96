import { GiftOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatFullDate } from '../../../lib/dates.ts';
import {
  type ChangelogAudience,
  type ChangelogTag,
  NEWEST_VERSION,
  visibleEntries,
} from '../changelog-entries.ts';
import { readSeenVersion, storeSeenVersion } from '../version-storage.ts';
import './ChangelogDrawer.css';

const TAG_COLOR: Record<ChangelogTag, string> = {
  General: 'default',
  Patient: 'blue',
  Provider: 'green',
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
      <Badge dot={unseen} offset={[-6, 6]}>
        <Button
          type="text"
          icon={<GiftOutlined />}
          aria-label={unseen ? 'What’s new (unread updates)' : 'What’s new'}
          aria-haspopup="dialog"
          onClick={show}
          data-testid="changelog-button"
        />
      </Badge>
      <Drawer title="What’s new" open={open} onClose={() => setOpen(false)} size={400}>
        <ol className="cs-changelog">
          {entries.map((entry) => (
            <li key={entry.version} className="cs-changelog__entry">
              <Flex gap={8} align="center" wrap>
                <Tag color={TAG_COLOR[entry.tag]}>{entry.tag}</Tag>
                <time dateTime={entry.date} className="cs-changelog__date">
                  {formatFullDate(entry.date)}
                </time>
              </Flex>
              <Typography.Title level={3} className="cs-changelog__title">
                {entry.title}
              </Typography.Title>
              <Typography.Paragraph style={{ marginBottom: 4 }}>{entry.text}</Typography.Paragraph>
              {entry.link && (
                <Link to={entry.link.to} onClick={() => setOpen(false)}>
                  {entry.link.label}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </Drawer>
    </>
  );
}
