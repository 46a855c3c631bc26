// The transits module as other modules, routes, tests and the seed reach it (docs/architecture.md:
// a module reaches another's data only through its service). Each concern has its own file; this
// re-exports their public API unchanged.
export { scopeOf, transitFactsOf } from './guard.ts';
export { orderWithSubDocuments } from './details-query.ts';
export { toTransits, type TransitViewer } from './responses.ts';
export {
  sharedInCompanies,
  sharedInReader,
  sharedInTransitAsApi,
  transitAsApi,
} from './webhook-events.ts';
export {
  getTransit,
  getTransitFor,
  listTransits,
  readTransitList,
  type ListAnswer,
  type ListRequest,
} from './read.ts';
export { createTransit, writeNewTransit } from './create.ts';
export { updateTransit } from './update.ts';
export { finishTransit } from './finish.ts';
export { deleteTransit } from './delete.ts';
export {
  alertAsApi,
  listAlertTypes,
  sendAlert,
  sendAlertOnTransit,
  type AlertAuthor,
} from './alerts.ts';
export {
  insertTransitCargo,
  insertTransitCarriers,
  insertTransitPlaces,
  markTransitSigned,
  subcontractorsOf,
  partiesOfTransit,
  transitRowById,
  visibleTransits,
} from './data-access.ts';
