import { z } from 'zod';
import { text } from './text';
import {
  credentialMessages as m,
  isValidEmail,
  normalizeEmail,
  OTP_PATTERN,
  passwordProblem,
} from '../rules/credentials';

export const Email = text({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .refine(isValidEmail, m.emailInvalid)
  .transform(normalizeEmail);

export const NewPassword = z
  .string({ error: m.passwordRequired })
  .max(128, 'Password must be at most 128 characters')
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const Name = (label: string) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`);

export const RegisterInput = z.object({
  fName: Name('First name'),
  lName: Name('Last name'),
  email: Email,
  password: NewPassword,
});
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({
  email: Email,
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(128),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** The spec names the code both `otp` and `code`; either is accepted. */
export const VerifyOtpInput = z
  .object({
    email: Email,
    otp: text().trim().optional(),
    code: text().trim().optional(),
  })
  .transform(({ email, otp, code }) => ({ email, otp: otp ?? code ?? '' }))
  .refine((v) => OTP_PATTERN.test(v.otp), { message: 'The code must be exactly 6 digits', path: ['otp'] });
export type VerifyOtpInput = z.infer<typeof VerifyOtpInput>;

export const EmailOnlyInput = z.object({ email: Email });
export type EmailOnlyInput = z.infer<typeof EmailOnlyInput>;

export const ResetPasswordInput = z
  .object({
    token: text().trim().min(16, 'Invalid or expired reset link').max(200),
    email: Email,
    password: NewPassword,
    confirmPassword: z.string({ error: m.passwordRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: m.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const GoogleInput = z.object({ credential: text().min(20).max(4096) });

export const SessionUserDto = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  fName: z.string(),
  lName: z.string(),
});

/** Login, verify-otp, Google and refresh all answer with a session (access token + user). */
export const SessionDto = z
  .object({
    access_token: z.string(),
    token: z.string(),
    user: SessionUserDto,
  })
  .meta({ id: 'Session' });
export type SessionDto = z.infer<typeof SessionDto>;

export const VerificationRequiredDto = z
  .object({ requiresVerification: z.literal(true), email: z.string(), message: z.string() })
  .meta({ id: 'VerificationRequired' });

export const MessageDto = z.object({ message: z.string() }).meta({ id: 'Message' });
