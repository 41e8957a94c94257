import type { DomainGateway, Session } from '../domain/harness.ts';

/** A verified, available listing of the given lister (a landlord's own, or a broker's). */
export async function listing(dg: DomainGateway, listerId: string): Promise<string> {
  const [row] = await dg.sql<{ id: string }>(
    `insert into public.properties (title, listed_by, availability, verified, city, locality, rent, deposit, bedrooms, property_type)
     values ('2 BHK in Baner', $1, 'available', true, 'pune', 'Baner', 28000, 56000, 2, 'Apartment') returning id`,
    [listerId],
  );
  return (row as { id: string }).id;
}

/** The renter starts a conversation about the listing through the REST API; its id. */
export async function startConversation(renter: Session, propertyId: string): Promise<string> {
  const { data, error } = await renter.client.from('conversations').insert({ property_id: propertyId }).select('id').single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

/** A message as the sender writes it through the REST API. */
export async function send(sender: Session, conversationId: string, body: string) {
  return sender.client.from('messages').insert({ conversation_id: conversationId, body }).select().single();
}
