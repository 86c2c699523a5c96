import type { Answers, AnswerValue } from '@carespace/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionStep } from './QuestionStep.tsx';
import { TEST_DEFINITION } from './test-definition.ts';

const step = TEST_DEFINITION.steps[0]!;

function Harness({ onContinue, initial = {} }: { onContinue: () => void; initial?: Answers }) {
  const [answers, setAnswers] = useState<Answers>(initial);
  return (
    <QuestionStep
      definition={TEST_DEFINITION}
      step={step}
      answers={answers}
      onAnswer={(id: string, value: AnswerValue | undefined) =>
        setAnswers((current) => {
          const next = { ...current };
          if (value === undefined) delete next[id];
          else next[id] = value;
          return next;
        })
      }
      serverStopMessage={null}
      saveError={null}
      saving={false}
      uploadUrl="/api/questionnaire/q1/upload-files"
      onBack={null}
      onContinue={onContinue}
    />
  );
}

describe('QuestionStep', () => {
  it('asks each choice as a group of radios named by the question', () => {
    render(<Harness onContinue={vi.fn()} />);
    const nitrates = screen.getByRole('group', { name: 'Do you take nitrates, such as nitroglycerin?' });
    expect(nitrates.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio', { name: 'Yes' })).toHaveLength(2);
    expect(
      screen.getByRole('spinbutton', { name: 'Your most recent systolic blood pressure' }),
    ).toBeVisible();
    expect(screen.getByText('mmHg')).toBeVisible();
  });

  it('shows a follow-up only when the answer it hangs on is chosen', async () => {
    const user = userEvent.setup();
    render(<Harness onContinue={vi.fn()} />);
    const heart = screen.getByRole('group', { name: 'Have you had heart problems?' });
    expect(screen.queryByLabelText('Tell us about your heart condition')).toBeNull();
    await user.click(heart.querySelector('input[value="heart-yes"]')!);
    expect(screen.getByLabelText('Tell us about your heart condition')).toBeVisible();
    await user.click(heart.querySelector('input[value="heart-no"]')!);
    expect(screen.queryByLabelText('Tell us about your heart condition')).toBeNull();
  });

  it('names what is missing, marks it invalid, focuses it and does not continue', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    render(<Harness onContinue={onContinue} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const nitrates = screen.getByRole('group', { name: 'Do you take nitrates, such as nitroglycerin?' });
    expect(nitrates).toHaveAttribute('aria-invalid', 'true');
    expect(nitrates).toHaveFocus();
    expect(screen.getByText('Please answer "Do you take nitrates, such as nitroglycerin?".')).toBeVisible();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('refuses a value out of range', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    render(<Harness onContinue={onContinue} initial={{ nitrates: 'no', heart: 'heart-no' }} />);
    await user.type(screen.getByRole('spinbutton', { name: /systolic/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText('Please enter a value from 70 to 250 for "Your most recent systolic blood pressure".'),
    ).toBeVisible();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('stops kindly on an ineligible answer and goes on once it is changed', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    render(<Harness onContinue={onContinue} initial={{ heart: 'heart-no', systolic: 120 }} />);
    const nitrates = screen.getByRole('group', { name: 'Do you take nitrates, such as nitroglycerin?' });

    await user.click(nitrates.querySelector('input[value="yes"]')!);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nitrates and ED medicines together can drop your blood pressure dangerously.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(nitrates.querySelector('input[value="no"]')!);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
