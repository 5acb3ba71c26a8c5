import { describe, expect, it } from 'vitest';
import { hasRole, isDemotion, roleOfGroups } from './roles';

describe('roles', () => {
  it('reads the highest role of the groups', () => {
    expect(roleOfGroups([])).toBe('user');
    expect(roleOfGroups(['staff'])).toBe('staff');
    expect(roleOfGroups(['staff', 'admin'])).toBe('admin');
    expect(roleOfGroups(['other'])).toBe('user');
  });

  it('lets admins do what staff do, and nobody else', () => {
    expect(hasRole('admin', 'staff')).toBe(true);
    expect(hasRole('staff', 'staff')).toBe(true);
    expect(hasRole('user', 'staff')).toBe(false);
    expect(hasRole('staff', 'admin')).toBe(false);
  });

  it('knows a demotion', () => {
    expect(isDemotion('admin', 'staff')).toBe(true);
    expect(isDemotion('staff', 'user')).toBe(true);
    expect(isDemotion('user', 'staff')).toBe(false);
    expect(isDemotion('admin', 'admin')).toBe(false);
  });
});
