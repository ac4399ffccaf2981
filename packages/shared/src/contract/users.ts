import { z } from 'zod';
import { NewPassword } from './auth';
import { text } from './text';
import { OrderDto } from './orders';
import { allergens } from './supplement-facts';

export const genders = ['Male', 'Female'] as const;

/** A user as the spec's clients read it; never a hash, code or token. */
export const UserDto = z
  .object({
    id: z.number().int(),
    role: z.enum(['user', 'admin']),
    email: z.string(),
    fName: z.string(),
    lName: z.string(),
    mobile: z.string(),
    gender: z.enum(['', ...genders]),
    avatar: z.string().nullable(),
    createdAt: z.string(),
    isVerified: z.boolean(),
    /** The allergens the shopper avoids: the cart points out products that hold one. */
    allergies: z.array(z.enum(allergens)),
    /** Whether to e-mail a reminder when a supplement bought should be running out. */
    reorderReminders: z.boolean(),
    /** The user's orders, newest first (GET /users/{id}); empty in lists. */
    orders: z.array(OrderDto),
  })
  .meta({ id: 'User' });
export type UserDto = z.infer<typeof UserDto>;
export const UserListDto = z.array(UserDto);

export const UserIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const requiredText = (label: string, max = 60) =>
  text().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const MOBILE_PATTERN = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

/** Nothing typed: blank, text without a digit ('Not provided', 'N/A') or only zeros. */
export function isMobilePlaceholder(value: string): boolean {
  return !/[1-9]/.test(value);
}

export const userMessages = {
  unknownAllergen: `allergies may hold only ${allergens.join(', ')}`,
  allergiesList: `allergies must be a list of ${allergens.join(', ')}`,
  reorderRemindersFlag: 'reorderReminders must be true or false',
} as const;

export const UpdateUserInput = z
  .object({
    fName: requiredText('First name'),
    lName: requiredText('Last name'),
    email: text().trim().toLowerCase().max(254),
    /** The spec's settings form sends a placeholder for an empty mobile: stored as empty. */
    mobile: text()
      .trim()
      .max(40)
      .transform((v) => (isMobilePlaceholder(v) ? '' : v))
      .refine((v) => v === '' || MOBILE_PATTERN.test(v), 'Please enter a valid mobile number'),
    /** An unset gender arrives as "" and is stored as empty. */
    gender: z.enum(['', ...genders], { error: 'Gender must be Male or Female' }),
    avatar: z.null(),
    /** The whole list each time; repeats are kept once. */
    allergies: z
      .array(z.enum(allergens, { error: userMessages.unknownAllergen }), {
        error: userMessages.allergiesList,
      })
      .max(allergens.length * 2, userMessages.allergiesList)
      .transform((list) => allergens.filter((a) => list.includes(a))),
    reorderReminders: z.boolean({ error: userMessages.reorderRemindersFlag }),
  })
  .partial()
  .strict();
export type UpdateUserInput = z.infer<typeof UpdateUserInput>;

export const ChangePasswordInput = z.object({
  currentPassword: z.string({ error: 'All fields are required' }).min(1, 'All fields are required').max(128),
  newPassword: NewPassword,
});

export const PasswordPageDto = z.object({
  id: z.number().int(),
  fName: z.string(),
  lName: z.string(),
  email: z.string(),
});

export const userFilterFields = ['email', 'role', 'fName', 'lName', 'mobile', 'gender'] as const;
/** `id` (the default: oldest account first) or `newest` (created_at desc; the dashboard's Recent Users). */
export const userSorts = ['id', 'newest'] as const;
export type UserSort = (typeof userSorts)[number];
/** `field`/`value` or `type`/`query` (the admin header search). */
export const UserListQuery = z
  .object({
    field: z.enum(userFilterFields).optional(),
    value: text().trim().max(100).optional(),
    type: z.enum(userFilterFields).optional(),
    query: text().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).optional(),
    sort: z.enum(userSorts).default('id'),
  })
  .transform(({ field, value, type, query, page, limit, sort }) => ({
    field: field ?? type,
    value: value ?? query,
    page,
    limit,
    sort,
  }));
