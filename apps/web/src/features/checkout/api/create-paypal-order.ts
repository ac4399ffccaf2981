import type { z } from 'zod';
import type { GuestPaypalOrderInput } from '@atlas/shared/contract/guest';
import type { PaypalOrderDto } from '@atlas/shared/contract/orders';
import { apiRequest } from '@/lib/api-client';
import type { AddressPayload } from '../checkout-address';

export type PaypalOrder = z.infer<typeof PaypalOrderDto>;

/**
 * The server creates the PayPal order for its own cart total with delivery to the address chosen
 * (the same address the order is then placed with); the buttons approve it.
 */
export const createPaypalOrder = async (address: AddressPayload | null) => {
  const body =
    address && ('addressId' in address ? { addressId: address.addressId } : { address: address.address });
  return (await apiRequest<PaypalOrder>('/payments/paypal/orders', { method: 'POST', body: body ?? {} }))
    .data;
};

/** A guest's PayPal order: the server's total of their lines delivered to their address. */
export const createGuestPaypalOrder = async (body: z.input<typeof GuestPaypalOrderInput>) =>
  (await apiRequest<PaypalOrder>('/guest/paypal/orders', { method: 'POST', body })).data;
