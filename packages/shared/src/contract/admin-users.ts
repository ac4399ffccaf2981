import { z } from 'zod';
import { RegisterInput } from './auth';
import { UpdateUserInput } from './users';

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const ROLE_MESSAGE = 'Role must be user or admin';
const Role = z.enum(userRoles, { error: ROLE_MESSAGE });

/** The one English message of LAST_ADMIN (demoting or deleting the only admin left). */
export const LAST_ADMIN_MESSAGE = 'The shop must keep at least one admin.';
/** An admin deleting their own account from the users screen (CONFLICT). */
export const SELF_DELETE_MESSAGE = 'You cannot delete your own account.';

/** PUT /users/admin/{id}: the user's new role. */
export const UpdateRoleInput = z.object({ role: Role });
export type UpdateRoleInput = z.infer<typeof UpdateRoleInput>;

/**
 * POST /users/admin: a new account made by an admin. Names, e-mail and password follow the
 * sign-up's rules and messages; mobile and gender those of the settings form.
 */
export const CreateUserInput = RegisterInput.extend({
  role: Role.default('user'),
  mobile: UpdateUserInput.shape.mobile,
  gender: UpdateUserInput.shape.gender,
});
export type CreateUserInput = z.input<typeof CreateUserInput>;
export type CreateUserData = z.output<typeof CreateUserInput>;
