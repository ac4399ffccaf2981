import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmailOnlyInput,
  GoogleInput,
  LoginInput,
  MessageDto,
  RegisterInput,
  ResetPasswordInput,
  SessionDto,
  VerificationRequiredDto,
  VerifyOtpInput,
} from '@atlas/shared/contract/auth';
import {
  GuestAccountInput,
  GuestAccountOfferDto,
  GuestAccountResultDto,
  GuestTokenQuery,
} from '@atlas/shared/contract/guest';
import { errorReplies } from '../../lib/error-replies';
import { requestLanguage } from '../../lib/language';
import { perEmailLimit, perIpLimit } from '../../plugins/rate-limits';
import type { AuthContext } from './auth-context';
import { FORGOT_PASSWORD_MESSAGE, forgotPassword, resendCode, resetPassword, verifyOtp } from './auth-codes';
import { logout, REFRESH_TTL_MS, refreshSession, type IssuedSession } from './auth-sessions';
import { googleSignIn } from './google-sign-in';
import { login, register } from './password-sign-in';
import { createGuestAccount, guestAccountOffer } from './guest-account';

export const REFRESH_COOKIE = 'atlas_refresh';
const errors = errorReplies(400, 401, 409, 429, 503);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: AuthContext = {
    db: app.db,
    mailer: app.mailer,
    secret: app.env.JWT_SECRET,
    previousSecret: app.env.JWT_SECRET_PREVIOUS,
    accessTokenTtlMinutes: app.env.ACCESS_TOKEN_TTL_MINUTES,
    publicUrl: app.env.PUBLIC_URL,
    now: app.now,
  };
  const secureCookie = app.env.PUBLIC_URL.startsWith('https://');
  // per IP and route; the per-e-mail limits stop one address being hammered from many IPs
  const perIp = (max: number) => perIpLimit(app, max);

  const sendSession = (reply: FastifyReply, session: IssuedSession) => {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      path: '/api/auth',
      maxAge: Math.floor(REFRESH_TTL_MS / 1000),
    });
    return session.body;
  };
  const tags = ['auth'];

  app.post(
    '/auth/register',
    {
      config: perIp(10),
      preHandler: perEmailLimit(app, 5, '15 minutes'),
      schema: {
        tags,
        summary: 'Create an account; a 6-digit code is e-mailed',
        body: RegisterInput,
        response: { 201: MessageDto.extend({ email: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { email } = await register(ctx, request.body, requestLanguage(request));
      return reply.status(201).send({ message: 'A verification code has been sent to your email.', email });
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      config: perIp(20),
      preHandler: perEmailLimit(app, 10, '15 minutes'),
      schema: {
        tags,
        summary: 'Verify the e-mailed code; signs in',
        body: VerifyOtpInput,
        response: { 200: SessionDto, ...errors },
      },
    },
    async (request, reply) => sendSession(reply, await verifyOtp(ctx, request.body.email, request.body.otp)),
  );

  app.post(
    '/auth/resend-otp',
    {
      config: perIp(10),
      preHandler: perEmailLimit(app, 5, '15 minutes'),
      schema: {
        tags,
        summary: 'Send a fresh code (60 s cooldown)',
        body: EmailOnlyInput,
        response: { 200: MessageDto, ...errors },
      },
    },
    async (request) => {
      await resendCode(ctx, request.body.email);
      return { message: 'If the account is waiting for verification, a new code has been sent.' };
    },
  );

  app.post(
    '/auth/login',
    {
      config: perIp(20),
      preHandler: perEmailLimit(app, 10, '15 minutes'),
      schema: {
        tags,
        summary: 'Sign in; an unverified account gets a fresh code instead',
        body: LoginInput,
        response: { 200: z.union([SessionDto, VerificationRequiredDto]), ...errors },
      },
    },
    async (request, reply) => {
      const result = await login(ctx, request.body.email, request.body.password);
      if (result.kind === 'verify') {
        return {
          requiresVerification: true as const,
          email: result.email,
          message: 'Please verify your email. A new code has been sent.',
        };
      }
      return sendSession(reply, result.session);
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: perIp(60),
      schema: {
        tags,
        summary: 'New access token from the refresh cookie (rotates it)',
        response: { 200: SessionDto, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return sendSession(reply, await refreshSession(ctx, request.cookies[REFRESH_COOKIE]));
      } catch (err) {
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      config: perIp(60),
      schema: { tags, summary: 'End this session', response: { 200: MessageDto, ...errors } },
    },
    async (request, reply) => {
      await logout(ctx, request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: perIp(10),
      preHandler: perEmailLimit(app, 3, '15 minutes'),
      schema: {
        tags,
        summary: 'E-mail a reset link (same answer for unknown e-mails)',
        body: EmailOnlyInput,
        response: { 200: MessageDto, ...errors },
      },
    },
    async (request) => {
      await forgotPassword(ctx, request.body.email);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: perIp(10),
      preHandler: perEmailLimit(app, 10, '15 minutes'),
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed token',
        body: ResetPasswordInput,
        response: { 200: MessageDto, ...errors },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body.email, request.body.token, request.body.password);
      return { message: 'Password reset successfully!' };
    },
  );

  app.post(
    '/auth/google',
    {
      config: perIp(20),
      schema: {
        tags,
        summary: 'Sign in with a Google ID token',
        body: GoogleInput,
        response: { 200: SessionDto, ...errors },
      },
    },
    async (request, reply) =>
      sendSession(
        reply,
        await googleSignIn(
          ctx,
          { clientId: app.env.GOOGLE_CLIENT_ID, jwksUrl: app.env.GOOGLE_JWKS_URL },
          request.body.credential,
          requestLanguage(request),
        ),
      ),
  );

  app.get(
    '/guest/account',
    {
      config: perIp(30),
      schema: {
        tags,
        summary: 'Whom a guest’s e-mailed account link is for (the link proves the e-mail)',
        querystring: GuestTokenQuery,
        response: { 200: GuestAccountOfferDto, ...errors },
      },
    },
    async (request) => guestAccountOffer(ctx, request.query.token),
  );

  app.post(
    '/guest/account',
    {
      config: perIp(10),
      schema: {
        tags,
        summary:
          'Create a verified account from a guest’s e-mailed link, with every guest order of the e-mail attached (signed in); an existing account gets the orders and is asked to sign in',
        body: GuestAccountInput,
        response: { 200: GuestAccountResultDto, 201: GuestAccountResultDto, ...errors },
      },
    },
    async (request, reply) => {
      const { result, session } = await createGuestAccount(ctx, request.body, requestLanguage(request));
      if (!session) return result;
      sendSession(reply, session);
      reply.code(201);
      return result;
    },
  );
};
