export const CARS_PATH = '/cars';
/** The name the cars list keeps its filters and query under. */
export const CARS_LIST = 'cars';
