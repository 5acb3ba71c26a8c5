import * as z from 'zod';
import { emailSchema, nameSchema } from './profile';

/** Sign-in and registration rules, with their fixed messages (docs/product-rules.md, "Signing in"). */

const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';

export const loginPasswordSchema = z.string().min(6, PASSWORD_TOO_SHORT);

/** Registration passwords: 6..72 characters. */
export const newPasswordSchema = z
  .string()
  .min(6, PASSWORD_TOO_SHORT)
  .max(72, 'Password must be at most 72 characters');

export const loginSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(6, PASSWORD_TOO_SHORT),
    /** From an invite link (?ref=CODE); optional. */
    referralCode: z.string().trim().max(64, 'Referral code must be at most 64 characters').optional(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** The code e-mailed after sign-up or for a password reset. */
export const confirmationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your email');

export const confirmSignUpSchema = z.object({
  email: emailSchema,
  code: confirmationCodeSchema,
});
export type ConfirmSignUpInput = z.infer<typeof confirmSignUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    email: emailSchema,
    code: confirmationCodeSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(6, PASSWORD_TOO_SHORT),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** My Account's e-mail change: the new address, then the code Cognito sends to it. */
export const newEmailSchema = z.object({ email: emailSchema });
export type NewEmailInput = z.infer<typeof newEmailSchema>;
export const emailCodeSchema = z.object({ code: confirmationCodeSchema });
export type EmailCodeInput = z.infer<typeof emailCodeSchema>;
