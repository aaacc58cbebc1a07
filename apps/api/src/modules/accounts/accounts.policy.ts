/*
 * Who may read which profile is the policy table's (packages/contracts/src/policy.ts: intern, business, mentor).
 * What stays here is the accounts area's own predicate on a record.
 */
/**
 * An organisation others may see: a confirmed, active business. Admin accounts are business-type
 * but are not organisations (their profile name is their e-mail), so only admins see them.
 */
export function isPublicOrganisation(target: {
  role: string;
  active: boolean;
  confirmedAt: Date | null;
}): boolean {
  return target.role === 'business' && target.active && target.confirmedAt !== null;
}
