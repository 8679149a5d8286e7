import {
  BehaviorSubject,
  type ConnectionState,
  Observable,
  type Push,
  socket,
  Subject,
} from '@exchange/shared';

/**
 * A stand-in for the live channel: `socket.topic(name)` returns pushes the test sends with
 * `push`, `live()` tells which topics are subscribed right now (as the server would see them),
 * and `reconnect()` reopens the channel after a drop (`socket.reconnected$`).
 */
export type FakeSocket = {
  push: (topic: string, payload: object) => void;
  live: () => string[];
  connection: BehaviorSubject<ConnectionState>;
  reconnect: () => void;
};

/** Replaces the shared socket's topics for one test (restored by `jest.restoreAllMocks`). */
export const fakeSocket = (): FakeSocket => {
  const subjects = new Map<string, Subject<Push>>();
  const counts = new Map<string, number>();
  const subjectOf = (topic: string): Subject<Push> => {
    let subject = subjects.get(topic);
    if (!subject) {
      subject = new Subject<Push>();
      subjects.set(topic, subject);
    }
    return subject;
  };
  jest.spyOn(socket, 'topic').mockImplementation(
    (topic: string) =>
      new Observable<Push>((subscriber) => {
        counts.set(topic, (counts.get(topic) ?? 0) + 1);
        const inner = subjectOf(topic).subscribe(subscriber);
        return () => {
          inner.unsubscribe();
          const left = (counts.get(topic) ?? 1) - 1;
          if (left === 0) counts.delete(topic);
          else counts.set(topic, left);
        };
      }) as never,
  );
  const connection = new BehaviorSubject<ConnectionState>({
    status: 'open',
    attempt: 0,
    nextAttemptAt: null,
  });
  jest.spyOn(socket, 'connectionState$').mockReturnValue(connection.asObservable());
  const reopened = new Subject<void>();
  jest.spyOn(socket, 'reconnected$').mockReturnValue(reopened.asObservable());
  return {
    push: (topic, payload) => subjectOf(topic).next({ topic, ...payload } as Push),
    live: () => [...counts.keys()].sort(),
    connection,
    reconnect: () => reopened.next(),
  };
};
