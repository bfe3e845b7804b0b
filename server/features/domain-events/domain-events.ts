// Moved below the features (server/db/domain-events.ts) so any feature can announce or stay quiet without importing another.
export { emitDomainEvent, subscribeToDomainEvents, type ChangeOrigin, type DomainEvent, type DomainEventSubscriber } from '../../db/domain-events';
