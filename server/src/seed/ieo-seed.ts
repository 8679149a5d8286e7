import type { Database } from 'better-sqlite3';
import { addProject, type ProjectInput } from '../ieo/ieo-projects';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Small inline SVG logos (64×64): no upload or file needed. */
const LOGO = {
  NOVA: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PGNpcmNsZSBjeD0iMzIiIGN5PSIzMiIgcj0iMzAiIGZpbGw9IiM2YzRjZjUiLz48Y2lyY2xlIGN4PSIzMiIgY3k9IjMyIiByPSIyMiIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjYjlhOGZmIiBzdHJva2Utd2lkdGg9IjMiLz48dGV4dCB4PSIzMiIgeT0iNDEiIGZvbnQtZmFtaWx5PSJBcmlhbCxzYW5zLXNlcmlmIiBmb250LXNpemU9IjI0IiBmb250LXdlaWdodD0iNzAwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjZmZmIj5OPC90ZXh0Pjwvc3ZnPg==',
  ORB: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PGNpcmNsZSBjeD0iMzIiIGN5PSIzMiIgcj0iMzAiIGZpbGw9IiMwZTlmNmUiLz48Y2lyY2xlIGN4PSIzMiIgY3k9IjMyIiByPSIyMiIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjOGVlNmM0IiBzdHJva2Utd2lkdGg9IjMiLz48dGV4dCB4PSIzMiIgeT0iNDEiIGZvbnQtZmFtaWx5PSJBcmlhbCxzYW5zLXNlcmlmIiBmb250LXNpemU9IjI0IiBmb250LXdlaWdodD0iNzAwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjZmZmIj5PPC90ZXh0Pjwvc3ZnPg==',
  MRD: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PGNpcmNsZSBjeD0iMzIiIGN5PSIzMiIgcj0iMzAiIGZpbGw9IiNlMDgzMmEiLz48Y2lyY2xlIGN4PSIzMiIgY3k9IjMyIiByPSIyMiIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZkM2EzIiBzdHJva2Utd2lkdGg9IjMiLz48dGV4dCB4PSIzMiIgeT0iNDEiIGZvbnQtZmFtaWx5PSJBcmlhbCxzYW5zLXNlcmlmIiBmb250LXNpemU9IjI0IiBmb250LXdlaWdodD0iNzAwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjZmZmIj5NPC90ZXh0Pjwvc3ZnPg==',
};

/**
 * The seeded projects (docs/ieo.md#seed), one per state on the clock of the first start: NOVA
 * subscribing (started 2 days ago, ends in 5), ORB not started (starts in 3 days), MRD ended
 * (ended 10 days ago). Each token is a new currency the spot account can hold.
 */
export const IEO_SEED_PROJECTS = (now: number): ProjectInput[] => [
  {
    code: 'NOVA',
    name: 'Nova Chain',
    decimals: 4,
    logo: LOGO.NOVA,
    description:
      'Nova Chain is a layer-2 payment network with sub-second settlement. The IEO funds its main-net launch.',
    price: '0.05',
    total: '1000000',
    min: '100',
    max: '100000',
    startMs: now - 2 * DAY_MS,
    endMs: now + 5 * DAY_MS,
  },
  {
    code: 'ORB',
    name: 'Orbit Network',
    decimals: 4,
    logo: LOGO.ORB,
    description:
      'Orbit Network connects satellite data providers with on-chain applications through verifiable feeds.',
    price: '0.2',
    total: '500000',
    min: '10',
    max: '20000',
    startMs: now + 3 * DAY_MS,
    endMs: now + 10 * DAY_MS,
  },
  {
    code: 'MRD',
    name: 'Meridian',
    decimals: 4,
    logo: LOGO.MRD,
    description:
      'Meridian is a cross-border remittance protocol. Its subscription has ended; MRD is held in the spot account.',
    price: '0.1',
    total: '200000',
    min: '50',
    max: '10000',
    startMs: now - 20 * DAY_MS,
    endMs: now - 10 * DAY_MS,
  },
];

/** Adds the seeded projects (and their currencies). The first-run seed calls it once. */
export function seedIEOProjects(db: Database, now: number = Date.now()): void {
  for (const project of IEO_SEED_PROJECTS(now)) addProject(db, project, now);
}
