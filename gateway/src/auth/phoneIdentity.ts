import type pg from 'pg';

/**
 * After the account's number changed or was confirmed: its phone identity names the number (made
 * when it has none, as GoTrue does for a phone change) and says whether it is verified, and
 * app_metadata lists the phone among the account's providers.
 */
export async function syncPhoneIdentity(client: pg.ClientBase, userId: string, verified: boolean): Promise<void> {
  const data = `jsonb_build_object('phone', u.phone, 'phone_verified', $2::boolean)`;
  const updated = await client.query(
    `update auth.identities i set identity_data = i.identity_data || ${data}, updated_at = now()
       from auth.users u
      where u.id = $1 and i.user_id = u.id and i.provider = 'phone'`,
    [userId, verified],
  );
  if (!updated.rowCount) {
    await client.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider)
       select u.id::text, u.id, jsonb_build_object('sub', u.id, 'email_verified', false) || ${data}, 'phone'
         from auth.users u where u.id = $1 and u.phone is not null`,
      [userId, verified],
    );
  }
  await client.query(
    `update auth.users
        set raw_app_meta_data = raw_app_meta_data || jsonb_build_object(
              'provider', coalesce(raw_app_meta_data ->> 'provider', 'phone'),
              'providers', case when coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) ? 'phone'
                                then raw_app_meta_data -> 'providers'
                                else coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || '["phone"]'::jsonb end)
      where id = $1 and phone is not null`,
    [userId],
  );
}
