// People a journey creates for itself through the service client, unique per run.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';

export interface Person {
  id: string;
  email: string;
  full_name: string;
}

/** A signed-up person (the profile comes from the sign-up trigger) with the given roles. */
export async function createPerson(service: SupabaseClient, fullName: string, roles: string[] = []): Promise<Person> {
  const email = `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}.${crypto.randomBytes(4).toString('hex')}@example.in`;
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: `Pw-${crypto.randomBytes(8).toString('hex')}`,
    email_confirm: true,
    user_metadata: { full_name: fullName, city: 'Pune', state: 'Maharashtra' },
  });
  if (error || !data.user) throw new Error(`Creating ${fullName} failed: ${error?.message ?? 'no user'}`);
  for (const role of roles) {
    const granted = await service.from('user_roles').insert({ user_id: data.user.id, role });
    if (granted.error) throw new Error(`Granting ${role} failed: ${granted.error.message}`);
  }
  return { id: data.user.id, email, full_name: fullName };
}

/** An active affiliate (profile, registration, role) with a fresh affiliate id. */
export async function createAffiliate(service: SupabaseClient, fullName: string): Promise<Person & { affiliate_id: string }> {
  const person = await createPerson(service, fullName, ['affiliate']);
  const affiliate_id = `AFF${crypto.randomInt(10_000_000, 99_999_999)}`;
  const profile = await service
    .from('affiliate_profiles')
    .insert({ user_id: person.id, affiliate_id, full_name: fullName, email: person.email, status: 'active' });
  if (profile.error) throw new Error(`Creating the affiliate profile failed: ${profile.error.message}`);
  const registration = await service.from('affiliate_registrations').insert({ user_id: person.id, affiliate_id });
  if (registration.error) throw new Error(`Registering the affiliate failed: ${registration.error.message}`);
  return { ...person, affiliate_id };
}
