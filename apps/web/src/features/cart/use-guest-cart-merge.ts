import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useGuestLines } from '@/lib/guest-cart';

/**
 * Once a visitor with lines in this browser signs in (or signs up), the lines move to their
 * server cart and a short notice says what moved. The moving code loads only then.
 */
export function useGuestCartMerge(): void {
  const { user } = useSession();
  const due = useGuestLines().length > 0 && !!user;
  const client = useQueryClient();
  const { t } = useTranslation();

  useEffect(() => {
    if (!due) return;
    void import('./guest-cart-merge')
      .then(({ mergeGuestCart }) => mergeGuestCart(client, t))
      .catch((err: unknown) => console.error('Moving the cart failed', err));
  }, [due, client, t]);
}
