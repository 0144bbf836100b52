import { z } from 'zod';
import { email, id, isoDate } from './fields';
import { PERMISSIONS, STAFF_ROLES } from './permissions';

/*
 * Wire schemas of the console's staff: their session, sign-in (with its second factor), invitations and
 * roles (`/admin/api/auth/...`, `/admin/api/staff`, docs/admin-api.md).
 */

// ---------------------------------------------------------------------------------------- session
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export const PermissionSchema = z.enum(PERMISSIONS);

/** A member of staff as the console shows them. */
export const StaffMember = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  status: z.enum(['invited', 'active', 'disabled']),
  lastSignInAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type StaffMember = z.infer<typeof StaffMember>;

/** `GET /admin/api/session`: who is signed in, for which store, what they may do, and the CSRF token. */
export const SessionResponse = z.object({
  staff: StaffMember,
  permissions: z.array(PermissionSchema),
  merchant: z.object({ code: z.string(), name: z.string() }),
  /** Send as `x-csrf-token` on every write. */
  csrfToken: z.string(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/** `POST /admin/api/auth/login`. */
export const LoginBody = z.strictObject({
  merchant: z.string().trim().min(1, 'Enter your store code').max(40),
  email,
  password: z.string().min(1, 'Enter your password').max(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * Answer of login and of the second factor: signed in (the session cookie is set; the body is the
 * session), or a code was mailed and `challengeId` must come back with it.
 */
export const LoginResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed-in'), session: SessionResponse }),
  z.object({ status: z.literal('second-factor'), challengeId: id, sentTo: z.string() }),
]);
export type LoginResponse = z.infer<typeof LoginResponse>;

/** `POST /admin/api/auth/second-factor`: the 6-digit code mailed to the owner. */
export const SecondFactorBody = z.strictObject({
  challengeId: id,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type SecondFactorBody = z.infer<typeof SecondFactorBody>;

/** `POST /admin/api/auth/accept-invite`: the invitee sets name and password (at least 10 characters). */
export const AcceptInviteBody = z.strictObject({
  token: z.string().min(20).max(200),
  name: z.string().trim().min(1, 'Enter your name').max(120),
  password: z.string().min(10, 'Use at least 10 characters').max(200),
});
export type AcceptInviteBody = z.infer<typeof AcceptInviteBody>;

/** `POST /admin/api/staff` (owner): invite by e-mail. */
export const InviteBody = z.strictObject({
  email,
  name: z.string().trim().max(120).default(''),
  role: StaffRoleSchema.default('staff'),
});
export type InviteBody = z.infer<typeof InviteBody>;

/** `PATCH /admin/api/staff/:id` (owner): change a role, or disable / re-enable someone. */
export const StaffUpdateBody = z.strictObject({
  role: StaffRoleSchema.optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export type StaffUpdateBody = z.infer<typeof StaffUpdateBody>;
