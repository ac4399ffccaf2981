import { z } from 'zod';
import { allergens } from './supplement-facts';
import { text } from './text';
import { OfferBadgeDto } from './promotions';

import { MAX_LINE_QUANTITY, UNFLAVORED } from './shop-constants';

export { MAX_LINE_QUANTITY, UNFLAVORED };

const ProductId = z.coerce
  .number({ error: 'productId is required' })
  .int('productId must be a whole number')
  .positive('productId must be positive')
  .max(2_147_483_647);

const Flavor = text()
  .trim()
  .max(80, 'selectedFlavor must be at most 80 characters')
  .transform((v) => v || UNFLAVORED);

/**
 * What the spec's clients post (productId, name, image, price, selectedFlavor, quantity). Name,
 * image and price are accepted and ignored: the server prices every line from the catalogue.
 */
export const CartAddInput = z.object({
  productId: ProductId,
  selectedFlavor: Flavor.optional().default(UNFLAVORED),
  quantity: z.coerce
    .number()
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`)
    .default(1),
});
export type CartAddInput = z.infer<typeof CartAddInput>;

export const CartLineInput = z.object({
  productId: ProductId,
  selectedFlavor: Flavor.optional().default(UNFLAVORED),
});
export type CartLineInput = z.infer<typeof CartLineInput>;

/** DELETE /cart/{productId}: the body names the flavor; without one every line of the product goes. */
export const CartDeleteInput = z
  .object({ productId: ProductId.optional(), selectedFlavor: Flavor.optional() })
  .nullish();

export const CartProductParams = z.object({ productId: ProductId });

/** A cart line as the spec's cart item shapes it, priced by the server, plus the flavor's current stock. */
export const CartItemDto = z
  .object({
    productId: z.number().int(),
    name: z.string(),
    image: z.string(),
    /** Unit price after discount, EGP. */
    price: z.number(),
    /** Unit price before discount, EGP. */
    originalPrice: z.number(),
    selectedFlavor: z.string(),
    /** The flavor's name in the requested language. */
    flavorLabel: z.string(),
    quantity: z.number().int(),
    /** Line total, EGP. */
    total: z.number(),
    /** Units of this flavor in stock now; a line above it blocks checkout until changed. */
    stock: z.number().int(),
    /** The automatic offer that set the price (a sale or a quantity tier); null when none did. */
    offer: OfferBadgeDto.nullable(),
    /** EGP for one serving at this line's unit price; absent without supplement facts. */
    pricePerServing: z.number().optional(),
    /** Caffeine a day when taken as the label allows at most (mg); absent without facts, 0 without caffeine. */
    caffeineMgPerDay: z.number().int().optional(),
    /** The allergens this flavor's label declares; absent without facts. */
    allergens: z.array(z.enum(allergens)).optional(),
  })
  .meta({ id: 'CartItem' });
export type CartItemDto = z.infer<typeof CartItemDto>;

export const CartDto = z.array(CartItemDto);
export type CartDto = z.infer<typeof CartDto>;
