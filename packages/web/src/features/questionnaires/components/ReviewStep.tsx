import { formatCents, type MedicationPriceOption } from '@carespace/domain';

export interface ReviewStepProps {
  categoryName: string;
  usState: string;
  medication: MedicationPriceOption;
  paying: boolean;
  error: string | null;
  onEditAnswers: () => void;
  onChangeMedication: () => void;
  onPay: () => void;
  /** An admin looking at a patient's checkout: everything the patient sees, without the payment. */
  staffView?: boolean;
}

/** The last look before payment: what is being requested, what it costs, and what happens next. */
export function ReviewStep(props: ReviewStepProps) {
  const { categoryName, usState, medication, paying, error } = props;
  return (
    <div className="cs-gs__form">
      <dl className="cs-gs__summary">
        <div>
          <dt>Treatment</dt>
          <dd>{categoryName}</dd>
        </div>
        <div>
          <dt>Medication</dt>
          <dd>
            {medication.name} {medication.dosage}
            <span className="cs-gs__muted">
              {' '}
              · Qty {medication.quantity} ({medication.daySupply} day supply)
            </span>
          </dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>
            {formatCents(medication.price)} a month
            <span className="cs-gs__muted"> · provider review, medication and free shipping included</span>
          </dd>
        </div>
        <div>
          <dt>Shipping to</dt>
          <dd>{usState} — you enter your address on the payment page</dd>
        </div>
      </dl>
      <h3 className="cs-gs__subtitle">What happens next</h3>
      <ol className="cs-gs__next">
        <li>
          You pay securely on the next page. This starts a monthly subscription you can cancel at any time.
        </li>
        <li>A provider licensed in your state reviews your answers, usually within one business day.</li>
        <li>
          If they prescribe, our partner pharmacy ships your medication; you get the tracking number by email
          and on your dashboard. If not, they tell you why.
        </li>
      </ol>
      {error && (
        <p className="cs-gs__alert cs-gs__alert--error" role="alert">
          {error}
        </p>
      )}
      <div className="cs-gs__actions">
        <button type="button" className="cs-button cs-button--secondary" onClick={props.onChangeMedication}>
          Back
        </button>
        {props.staffView ? null : (
          <button type="button" className="cs-button" disabled={paying} onClick={props.onPay}>
            {paying ? 'Opening secure payment…' : 'Continue to payment'}
          </button>
        )}
      </div>
      {props.staffView && (
        <p className="cs-gs__alert cs-gs__alert--info" role="note">
          You are seeing this checkout as the patient does. Only the patient can pay for their request, so
          there is no payment button here.
        </p>
      )}
      <p className="cs-gs__muted">
        Want to change an answer?{' '}
        <button type="button" className="cs-gs__link" onClick={props.onEditAnswers}>
          Review your answers
        </button>
      </p>
    </div>
  );
}
