import { z } from 'zod';
import { CartDto } from './cart';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** POST /users/{id}/orders/{orderId}/reorder: the order must be the user's. */
export const ReorderParams = z.object({ id, orderId: id });

/**
 * Why a line of the order went back into the cart only in part, or not at all:
 * - `discontinued`: the product is no longer sold;
 * - `flavor-removed`: the product no longer comes in that flavor;
 * - `sold-out`: the flavor has no units left;
 * - `limited`: fewer units could be added than were ordered (`available` says how many the
 *   line may hold, the cart's units of it included).
 */
export const reorderReasons = ['discontinued', 'flavor-removed', 'sold-out', 'limited'] as const;
export type ReorderReason = (typeof reorderReasons)[number];

export const ReorderLineDto = z
  .object({
    /** Null when the product no longer exists. */
    productId: z.number().int().nullable(),
    /** The product's name now in the requested language, or as ordered when it is gone. */
    name: z.string(),
    /** The flavor's key (its English name), or 'Unflavored'. */
    flavor: z.string(),
    /** The flavor's name in the requested language (as ordered when it is gone). */
    flavorLabel: z.string(),
    ordered: z.number().int(),
    added: z.number().int(),
    reason: z.enum(reorderReasons).nullable(),
    /** Units the cart line may hold now (stock, or the per-line limit); null when nothing can be. */
    available: z.number().int().nullable(),
    /** Units of the line that were already in the cart before. */
    alreadyInCart: z.number().int(),
    /** Unit price paid in the order, EGP. */
    oldPrice: z.number(),
    /** Unit price in the cart now, EGP; null when the line is not in the cart. */
    newPrice: z.number().nullable(),
  })
  .meta({ id: 'ReorderLine' });
export type ReorderLineDto = z.infer<typeof ReorderLineDto>;

export const ReorderDto = z.object({ lines: z.array(ReorderLineDto), cart: CartDto }).meta({ id: 'Reorder' });
export type ReorderDto = z.infer<typeof ReorderDto>;
