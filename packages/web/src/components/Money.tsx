import { formatMoney } from '@carespace/domain';

export interface MoneyProps {
  value: number | string | null | undefined;
  /** Default 'dollars'; 'cents' for amounts kept in integer cents. */
  unit?: 'dollars' | 'cents';
  className?: string;
}

/** An amount with a dollar prefix and at most 2 decimals, or '-' when empty. */
export function Money({ value, unit = 'dollars', className }: MoneyProps) {
  return <span className={className}>{formatMoney(value, unit)}</span>;
}
