// The slice of rxjs the product uses, re-exported by the core entry so it is bundled once,
// tree-shaken, inside @exchange/shared (a shared `rxjs` key would ship the whole package).
// Apps and the other shared entries import these from '@exchange/shared'; ESLint forbids
// importing rxjs anywhere else. Adding an operator is one name here.
export {
  animationFrameScheduler,
  auditTime,
  BehaviorSubject,
  distinctUntilChanged,
  filter,
  map,
  Observable,
  type SchedulerLike,
  of,
  share,
  shareReplay,
  Subject,
  Subscription,
  timer,
} from 'rxjs';
