export const CLIENTS_PATH = '/clients';
export const CLIENTS_SEARCH_PATH = `${CLIENTS_PATH}/search`;
export const CLIENTS_ADD_PATH = `${CLIENTS_PATH}/add`;
export const CLIENTS_NOTIFICATIONS_PATH = `${CLIENTS_PATH}/notifications`;

export function clientEditPath(id: number | string): string {
  return `${CLIENTS_PATH}/${id}/edit`;
}

export function clientDeletePath(id: number | string): string {
  return `${CLIENTS_PATH}/${id}/delete`;
}

/** The name under which the list keeps its filters (`listFilters:clients`). */
export const CLIENTS_LIST_NAME = 'clients';
