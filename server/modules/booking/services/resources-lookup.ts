import { notFound } from '../../../platform/http/problem';
import { Booking } from '../models/booking';
import { Resource } from '../models/resource';
import { ResourceType } from '../models/resource-type';

export async function findResource(id: string): Promise<Resource> {
  const resource = await Resource.findByPk(id, { include: [{ model: ResourceType, as: 'type' }] });
  if (!resource) throw notFound('Resource', id);
  return resource;
}

/** A booking with its resource (and the resource's type); 404 when unknown in this tenant. */
export async function findBooking(id: string): Promise<Booking & { resource: Resource }> {
  const booking = await Booking.findByPk(id, {
    include: [{ model: Resource, as: 'resource', include: [{ model: ResourceType, as: 'type' }] }],
  });
  if (!booking || !booking.resource) throw notFound('Booking', id);
  return booking as Booking & { resource: Resource };
}
