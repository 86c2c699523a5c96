import type { Receipt } from '@carespace/domain';
import { useApiQuery } from '../../../lib/api-client.ts';

/** GET /prescription/receipt/:orderId: one order's receipt (the owner patient or an admin). */
export function useReceipt(orderId: string) {
  return useApiQuery<Receipt>(
    ['prescription', 'receipt', orderId],
    `/prescription/receipt/${encodeURIComponent(orderId)}`,
    {
      silent: true,
      retry: false,
    },
  );
}
