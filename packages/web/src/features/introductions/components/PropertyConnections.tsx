import { type ApplicationView, DASHBOARD_CONNECTIONS } from '@carespace/domain';
import { Link } from 'react-router';
import { FALLBACK_IMAGE, ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { Card } from '../../../components/plain/Card.tsx';
import { Tag } from '../../../components/plain/Tag.tsx';
import { downloadFileUrl } from '../../../components/upload/upload-api.ts';
import { useApplications } from '../api/introductions-api.ts';
import { formatDate } from './format.ts';
import './PropertyConnections.css';

const CONNECTIONS_PATH = '/provider/connections';

function ConnectionRow({ application: a }: { application: ApplicationView }) {
  const cover = a.propertyPhoto.files[0];
  const from = a.applicantInfo.organizationName ?? a.applicantInfo.name ?? 'A provider';
  return (
    <li className="cs-connection" data-testid="dashboard-connection">
      <Link to={CONNECTIONS_PATH} className="cs-connection__link">
        <ImageWithFallback
          // A thumbnail this small shows the plain picture frame rather than the 'No Pictures Yet' block.
          src={cover ? downloadFileUrl(cover.fileName, 'properties') : FALLBACK_IMAGE}
          alt={cover ? `Photo of ${a.title}` : ''}
          width={72}
          height={56}
          className="cs-connection__photo"
        />
        <div className="cs-connection__body">
          <strong className="cs-connection__title">{a.title}</strong>
          <span className="cs-connection__meta">
            {from} applied {formatDate(a.sentOn)} · needs it {a.howSoon.toLowerCase()}
          </span>
        </div>
        {a.canRespond ? (
          <Tag color="processing" className="cs-connection__tag">
            Waiting for your answer
          </Tag>
        ) : (
          <Tag className="cs-connection__tag">Members can answer</Tag>
        )}
      </Link>
    </li>
  );
}

/**
 * Property Connections on the provider dashboard: the newest introductions to the organization's
 * spaces that wait for an answer (the Connections page's pending view), with a link to all of them. The section
 * is there only when any exist: while loading, on a failed read or with none, the dashboard goes without it (the
 * Connections page says why).
 */
export function PropertyConnections({ organizationId }: { organizationId: string | null }) {
  const applications = useApplications(organizationId, 'pending');
  const all = applications.data ?? [];
  if (all.length === 0) return null;
  const shown = all.slice(0, DASHBOARD_CONNECTIONS);
  return (
    // The link to all of them sits under the list: in the card's header it would cut the title short at 390 px.
    <Card title="Property Connections" data-testid="dashboard-connections">
      <div className="cs-connections__stack">
        <p className="cs-connections__intro">
          {all.length === 1
            ? 'A provider would like to use one of your spaces. Answer to start a private chat.'
            : `${all.length} providers would like to use your spaces. Answer to start a private chat.`}
        </p>
        <ul className="cs-connections">
          {shown.map((a) => (
            <ConnectionRow key={a.id} application={a} />
          ))}
        </ul>
        <div className="cs-connections__all">
          <Link to={CONNECTIONS_PATH}>View all connections</Link>
        </div>
      </div>
    </Card>
  );
}
