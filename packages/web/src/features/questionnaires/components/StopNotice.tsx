import { SUPPORT_PHONE } from '@carespace/domain';

/** The kind stop shown when an answer makes online treatment unsafe: why, and where care can still be found. */
export function StopNotice({ message }: { message: string }) {
  return (
    <div className="cs-gs__stop" role="alert">
      <h3 className="cs-gs__stop-title">We can't continue with this answer</h3>
      <p>{message}</p>
      <p className="cs-gs__stop-more">
        If you chose this by mistake, change your answer above to continue. Questions? Call us on{' '}
        {SUPPORT_PHONE}. If you are having a medical emergency, call 911.
      </p>
    </div>
  );
}
