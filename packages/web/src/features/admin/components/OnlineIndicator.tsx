import { ONLINE_STATUS_LABELS, type OnlineStatus } from '@carespace/domain';

const COLOURS: Record<OnlineStatus, string> = {
  online: '#2e9e5b',
  recent: '#d9a400',
  offline: '#9aa3ad',
  never: 'transparent',
};

/** The dot and its words: colour alone would not tell everyone (or a screen reader) the status. */
export function OnlineIndicator({ status }: { status: OnlineStatus }) {
  return (
    <span className="cs-online" data-status={status}>
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: '50%',
          marginRight: 6,
          background: COLOURS[status],
          border: status === 'never' ? '1.5px solid #9aa3ad' : 'none',
          verticalAlign: 'middle',
        }}
      />
      {ONLINE_STATUS_LABELS[status]}
    </span>
  );
}
