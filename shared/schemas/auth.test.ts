import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema, resetPasswordSchema } from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0];

describe('loginSchema', () => {
  it('trims the email and accepts a valid login', () => {
    const result = loginSchema.safeParse({ email: '  fan@example.com ', password: 'secret1' });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('fan@example.com');
  });

  it('rejects an invalid email with the spec message', () => {
    expect(firstMessage(loginSchema.safeParse({ email: 'not-an-email', password: 'secret1' }))?.message).toBe(
      'Invalid email address',
    );
  });

  it('rejects an email over 255 characters', () => {
    const email = `${'a'.repeat(250)}@example.com`;
    expect(loginSchema.safeParse({ email, password: 'secret1' }).success).toBe(false);
  });

  it('rejects a short password with the spec message', () => {
    expect(firstMessage(loginSchema.safeParse({ email: 'fan@example.com', password: '12345' }))?.message).toBe(
      'Password must be at least 6 characters',
    );
  });
});

describe('registerSchema', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a valid registration', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it('requires a name after trimming', () => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, name: '   ' }))?.message).toBe('Name is required');
  });

  it('limits the name to 100 characters', () => {
    expect(registerSchema.safeParse({ ...valid, name: 'x'.repeat(101) }).success).toBe(false);
    expect(registerSchema.safeParse({ ...valid, name: 'x'.repeat(100) }).success).toBe(true);
  });

  it('limits the password to 72 characters', () => {
    const long = 'p'.repeat(73);
    expect(registerSchema.safeParse({ ...valid, password: long, confirmPassword: long }).success).toBe(false);
  });

  it('reports mismatched passwords on confirmPassword', () => {
    const issue = firstMessage(registerSchema.safeParse({ ...valid, confirmPassword: 'secret2' }));
    expect(issue?.message).toBe('Passwords do not match');
    expect(issue?.path).toEqual(['confirmPassword']);
  });
});

describe('resetPasswordSchema', () => {
  it('needs a 6-digit code and matching passwords', () => {
    const base = { email: 'ada@example.com', code: '123456', newPassword: 'secret1', confirmPassword: 'secret1' };
    expect(resetPasswordSchema.safeParse(base).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ ...base, code: '12ab' }).success).toBe(false);
    expect(firstMessage(resetPasswordSchema.safeParse({ ...base, confirmPassword: 'other1' }))?.message).toBe(
      'Passwords do not match',
    );
  });
});
