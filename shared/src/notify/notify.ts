import { Subject, type Observable } from 'rxjs';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export type Toast = {
  id: number;
  severity: ToastSeverity;
  /** Already translated text. */
  message: string;
};

const toasts = new Subject<Toast>();
const clears = new Subject<void>();
let nextId = 1;

const push = (severity: ToastSeverity, message: string): void => {
  if (message) toasts.next({ id: nextId++, severity, message });
};

/** The app-wide toast channel. The shell renders it (ToastHost); every area may push. */
export const notify = {
  success: (message: string): void => push('success', message),
  error: (message: string): void => push('error', message),
  info: (message: string): void => push('info', message),
  warning: (message: string): void => push('warning', message),
  /** Takes down whatever is shown: a new attempt must not be judged by the last one's message. */
  clear: (): void => clears.next(),
  toasts$: toasts.asObservable() as Observable<Toast>,
  clears$: clears.asObservable() as Observable<void>,
};
