import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { UserInfo } from '../contract';
import { storage, STORAGE_KEY } from '../storage/storage-keys';

export type SessionState = {
  token: string | null;
  uid: string | null;
  account: string | null;
  isSeller: boolean;
  /** Full user info once `user/info` answered in this page; null before or when anonymous. */
  user: UserInfo | null;
};

const readStored = (): SessionState => ({
  token: storage.get(STORAGE_KEY.token),
  uid: storage.get(STORAGE_KEY.uid),
  account: storage.get(STORAGE_KEY.account),
  isSeller: storage.get(STORAGE_KEY.isSeller) === 'true',
  user: null,
});

const writeStored = (state: SessionState): void => {
  const entries: [
    typeof STORAGE_KEY.token | typeof STORAGE_KEY.uid | typeof STORAGE_KEY.account,
    string | null,
  ][] = [
    [STORAGE_KEY.token, state.token],
    [STORAGE_KEY.uid, state.uid],
    [STORAGE_KEY.account, state.account],
  ];
  for (const [key, value] of entries) {
    if (value) storage.set(key, value);
    else storage.remove(key);
  }
  if (state.token) storage.set(STORAGE_KEY.isSeller, String(state.isSeller));
  else storage.remove(STORAGE_KEY.isSeller);
};

/**
 * The session every area reads (docs/architecture.md#shared-package): token, uid, account and seller flag, kept in
 * local storage under the spec's keys and exposed as observables. One instance per page,
 * shared through the Module Federation singleton of @exchange/shared.
 */
export class SessionStore {
  private readonly state: BehaviorSubject<SessionState>;

  constructor() {
    this.state = new BehaviorSubject<SessionState>(readStored());
    // Another tab logging in or out changes the same storage: follow it.
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key === STORAGE_KEY.token || event.key === null) this.state.next(readStored());
      });
    }
  }

  get snapshot(): SessionState {
    return this.state.value;
  }

  get token(): string | null {
    return this.state.value.token;
  }

  readonly state$ = (): Observable<SessionState> => this.state.asObservable();

  readonly token$ = (): Observable<string | null> =>
    this.state.pipe(
      map((state) => state.token),
      distinctUntilChanged(),
    );

  readonly isLoggedIn$ = (): Observable<boolean> =>
    this.token$().pipe(
      map((token) => token !== null),
      distinctUntilChanged(),
    );

  /** Stores a fresh login (token + user info). */
  signIn(token: string, user: UserInfo): void {
    this.update({ token, uid: user.uid, account: user.account, isSeller: user.is_seller, user });
  }

  /** Applies a `user/info` answer to the current session. */
  setUser(user: UserInfo): void {
    if (!this.state.value.token) return;
    this.update({
      ...this.state.value,
      uid: user.uid,
      account: user.account,
      isSeller: user.is_seller,
      user,
    });
  }

  /** Forgets the session (logout, 999). */
  clear(): void {
    this.update({ token: null, uid: null, account: null, isSeller: false, user: null });
  }

  private update(next: SessionState): void {
    writeStored(next);
    this.state.next(next);
  }
}

export const session = new SessionStore();
