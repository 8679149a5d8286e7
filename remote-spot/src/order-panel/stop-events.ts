import { Subject, type StopOrder } from '@exchange/shared';

/**
 * Stop-limit orders this page placed (the form's answer): the Stop orders tab lists them at once,
 * without waiting for a push (the page shell wires the form and the panel for plain orders only).
 */
export const stopPlaced$ = new Subject<StopOrder>();
