/**
 * What each operator role may open in the console. The server decides (every admin route
 * names its roles); this only hides what a role would be refused, so menus stay honest.
 */
export type Capability = 'read' | 'review' | 'manage';

const CAPABILITIES: Record<string, readonly Capability[]> = {
  admin: ['read', 'review', 'manage'],
  superadmin: ['read', 'review', 'manage'],
  reviewer: ['read', 'review'],
  support: ['read'],
};

export const can = (role: string | undefined, capability: Capability): boolean =>
  role !== undefined && (CAPABILITIES[role] ?? []).includes(capability);
