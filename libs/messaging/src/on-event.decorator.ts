import { EventPattern } from '@nestjs/microservices';

export const EVENT_HANDLER_EXTRAS = 'sampleteca:event';
export type EventHandlerExtras = { consumer: string; event: string };

/**
 * Declares an event handler of `consumer` (the service whose queue receives it) for an event
 * type or topic pattern (`user.*`, `sound.#`). Several services in one process each get
 * their own copy of an event, because each has its own queue.
 */
export const OnEvent = (consumer: string, event: string): MethodDecorator =>
  EventPattern(`${consumer}:${event}`, {
    [EVENT_HANDLER_EXTRAS]: { consumer, event } satisfies EventHandlerExtras,
  }) as MethodDecorator; // Nest types the payload as {}; our handlers take an EventEnvelope.
