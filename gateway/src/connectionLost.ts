// The rule lives with the database package, whose workers lose connections too.
export { isConnectionLost } from '@rentals/db/connectionLost';
