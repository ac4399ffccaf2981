import { z } from 'zod';
import { GOVERNORATE_CODES } from '../content/governorate-codes';
import { text } from './text';

export const ADDRESS_FIELDS = ['street', 'city', 'state', 'zipCode', 'country'] as const;
export const addressMessages = {
  fieldsRequired: 'All address fields are required',
  idRequired: 'Address ID is required to set as default',
  notFound: 'Selected address not found.',
} as const;

const field = (max: number) =>
  text({ error: addressMessages.fieldsRequired })
    .trim()
    .min(1, addressMessages.fieldsRequired)
    .max(max, `must be at most ${max} characters`);

/** zipCode is a string; a client that sends a number gets it converted. */
const zipCode = z
  .union([z.string(), z.number().int().nonnegative()], { error: addressMessages.fieldsRequired })
  .transform((v) => String(v))
  .pipe(field(20));

/**
 * The spec's fields, and the governorate (ISO 3166-2:EG) that prices delivery: our checkout always
 * sends it; a client that does not is priced by the governorate its state or city names, else by
 * the default zone.
 */
export const AddressFields = z.object({
  street: field(200),
  city: field(80),
  state: field(80),
  zipCode,
  country: field(80),
  governorate: z.enum(GOVERNORATE_CODES, { error: 'Choose a governorate' }).optional(),
});
export type AddressFields = z.infer<typeof AddressFields>;

export const AddressInput = AddressFields.extend({ isDefault: z.boolean().optional().default(false) });
export type AddressInput = z.infer<typeof AddressInput>;

export const AddressDto = z
  .object({
    id: z.number().int(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
    /** null: an address saved before governorates were asked whose state and city name none. */
    governorate: z.string().nullable(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Address' });
export type AddressDto = z.infer<typeof AddressDto>;
export const AddressListDto = z.array(AddressDto);

export const AddressParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  addressId: z.coerce
    .number({ error: addressMessages.idRequired })
    .int(addressMessages.idRequired)
    .positive(addressMessages.idRequired)
    .max(2_147_483_647),
});

/** PATCH /users/:id/addresses/:addressId/governorate: names an older address's governorate. */
export const AddressGovernorateInput = z.object({
  governorate: z.enum(GOVERNORATE_CODES, { error: 'Choose a governorate' }),
});
export type AddressGovernorateInput = z.infer<typeof AddressGovernorateInput>;
