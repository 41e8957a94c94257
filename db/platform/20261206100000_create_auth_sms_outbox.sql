-- Local-only: the development mailbox's text messages. With phone sign-in on and no SMS provider
-- (GOTRUE_SMS_PROVIDER unset), the local auth server writes each code it would text here, and the
-- mailbox page shows them beside the emails of auth.outbox.
-- Tables touched: auth.sms_outbox (new). Destructive: no.

create table auth.sms_outbox (
  id bigserial primary key,
  recipient text not null check (recipient ~ '^[1-9][0-9]{1,14}$'),
  body text not null,
  created_at timestamptz not null default now()
);
create index sms_outbox_recipient_idx on auth.sms_outbox (recipient, created_at desc);
comment on table auth.sms_outbox is 'Text messages the local auth server "sent" (the development mailbox): number in E.164 digits, text.';
revoke all on auth.sms_outbox from public, anon, authenticated, service_role;
