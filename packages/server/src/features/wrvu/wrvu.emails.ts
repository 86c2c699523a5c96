import { formatCents, PRODUCT_NAME } from '@carespace/domain';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { htmlEmail } from '../../lib/email/html-email.tsx';
import type { WrvuResult } from './wrvu.calculator.ts';
import { WRVU_SOURCE } from './wrvu-codes.ts';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const rate = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export function wrvuResultsEmail(to: string, result: WrvuResult, publicUrl: string): MailMessage {
  const rows = result.lines.map(
    (line) =>
      `${line.cpt}  ${line.description}\n      ${number.format(line.volume)} × ${line.workRvu.toFixed(2)} wRVU = ${number.format(line.totalWorkRvus)} wRVUs`,
  );
  return {
    to,
    subject: `Your wRVU estimate: ${number.format(result.totalWorkRvus)} wRVUs, ${formatCents(result.compensationCents)} a year`,
    text: [
      `Here is the wRVU estimate you calculated on ${PRODUCT_NAME}.`,
      '',
      ...rows,
      '',
      `Total work RVUs per year: ${number.format(result.totalWorkRvus)}`,
      `Conversion factor: ${rate.format(result.conversionFactor)} per wRVU`,
      `Estimated annual compensation: ${formatCents(result.compensationCents)}`,
      '',
      `Work RVUs: ${WRVU_SOURCE.name}.`,
      'This estimate is for planning and negotiation only. Your contract, payer mix, modifiers and productivity',
      'thresholds decide what you are actually paid.',
      '',
      `Run it again any time: ${publicUrl}/calculate-my-wrvu`,
    ].join('\n'),
    html: htmlEmail({
      preheader: `${number.format(result.totalWorkRvus)} wRVUs a year, about ${formatCents(result.compensationCents)}.`,
      heading: 'Your wRVU estimate',
      paragraphs: [
        `Here is the wRVU estimate you calculated on ${PRODUCT_NAME}.`,
        {
          details: result.lines.map((line) => ({
            label: `${line.cpt} · ${line.description}`,
            value: `${number.format(line.volume)} × ${line.workRvu.toFixed(2)} wRVU = ${number.format(line.totalWorkRvus)} wRVUs`,
          })),
        },
        { rule: true },
        {
          details: [
            { label: 'Total work RVUs per year', value: number.format(result.totalWorkRvus) },
            { label: 'Conversion factor', value: `${rate.format(result.conversionFactor)} per wRVU` },
            { label: 'Estimated annual compensation', value: formatCents(result.compensationCents) },
          ],
        },
        {
          notice:
            `Work RVUs: ${WRVU_SOURCE.name}. This estimate is for planning and negotiation only. Your contract, ` +
            'payer mix, modifiers and productivity thresholds decide what you are actually paid.',
        },
      ],
      action: { label: 'Run it again', url: `${publicUrl}/calculate-my-wrvu` },
    }),
  };
}
