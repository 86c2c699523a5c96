/** 'Step 3 of 9' with a bar; the bar is a progressbar for assistive technology, the text says the same. */
export function StepProgress({ current, total }: { current: number; total: number }) {
  const percent = Math.round((Math.min(current, total) / total) * 100);
  return (
    <div className="cs-gs__progress">
      <p className="cs-gs__progress-text">
        Step {Math.min(current, total)} of {total}
      </p>
      <div
        className="cs-gs__progress-bar"
        role="progressbar"
        aria-label="Visit progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${Math.min(current, total)} of ${total}`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
