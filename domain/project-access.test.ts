import { describe, expect, it } from 'vitest';
import { mayDesignProject, mayFollowProjectShipping, projectReaderOf } from './authz';
import type { Actor, Role } from './shared/messages';

const user = (userId: string, ...roles: Role[]): Actor => ({ kind: 'user', userId, email: `${userId}@example.com`, roles });
const project = { clientId: 'c1', designerId: 'd1' };

describe('who reads a design project (domain/authz.ts)', () => {
  it('its client, its assigned designer, staff and salesmen; nobody else', () => {
    expect(projectReaderOf(user('c1', 'client'), project)).toBe('client');
    expect(projectReaderOf(user('d1', 'designer'), project)).toBe('designer');
    expect(projectReaderOf(user('s1', 'staff'), project)).toBe('staff');
    expect(projectReaderOf(user('m1', 'salesman'), project)).toBe('salesman');
    for (const actor of [user('d2', 'designer'), user('c2', 'client'), user('a1', 'analyst'), { kind: 'visitor', visitorId: 'v1' } as Actor, user('d1', 'client')])
      expect(projectReaderOf(actor, project), JSON.stringify(actor)).toBeNull();
    // No designer assigned yet: no designer reads it.
    expect(projectReaderOf(user('d1', 'designer'), { clientId: 'c1', designerId: null })).toBeNull();
  });

  it('the design work is the assigned designer’s and staff’s; the shipping is every reader’s', () => {
    expect(mayDesignProject(user('d1', 'designer'), project)).toBe(true);
    expect(mayDesignProject(user('s1', 'staff'), project)).toBe(true);
    expect(mayDesignProject(user('c1', 'client'), project)).toBe(false);
    expect(mayDesignProject(user('d2', 'designer'), project)).toBe(false);
    expect(mayFollowProjectShipping(user('c1', 'client'), project)).toBe(true);
    expect(mayFollowProjectShipping(user('d1', 'designer'), project)).toBe(true);
    expect(mayFollowProjectShipping(user('d2', 'designer'), project)).toBe(false);
  });
});
