import { normaliseEmail } from './accounts.ts';
import { authErrors } from './errors.ts';
import { normalisePhone } from './phone.ts';

/** The fields of PUT /user this server acts on, checked: a wrong one is a 422, never dropped. */
export interface UserUpdateInput {
  email?: string;
  password?: string;
  phone?: string;
  data?: Record<string, unknown>;
  nonce?: string;
  currentPassword?: string;
}

// JSON null leaves a field unset, as GoTrue's optional fields do.
function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw authErrors.validation422(`${key} must be a string`);
  return value;
}

export function parseUserUpdate(body: Record<string, unknown>): UserUpdateInput {
  const input: UserUpdateInput = {};
  const email = optionalString(body, 'email');
  // GoTrue's rule and answer (400), as on every route that takes an address.
  if (email !== undefined && email !== '') input.email = normaliseEmail(email);
  const phone = optionalString(body, 'phone');
  if (phone !== undefined && phone !== '') input.phone = normalisePhone(phone, 422);
  const password = optionalString(body, 'password');
  if (password !== undefined) input.password = password;
  const nonce = optionalString(body, 'nonce');
  if (nonce) input.nonce = nonce;
  const currentPassword = optionalString(body, 'current_password');
  if (currentPassword !== undefined) input.currentPassword = currentPassword;
  if (body.data !== undefined && body.data !== null) {
    if (typeof body.data !== 'object' || Array.isArray(body.data)) throw authErrors.validation422('data must be an object');
    input.data = body.data as Record<string, unknown>;
  }
  return input;
}
