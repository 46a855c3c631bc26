export const PROFILE_MANAGEMENT_PATH = '/profileManagement';
export const ACCOUNTS_TAB_PATH = `${PROFILE_MANAGEMENT_PATH}?tab=accounts`;
export const ADD_ACCOUNT_PATH = '/profile/addAccount';
/** The name the sub-account list keeps its filters and query under. */
export const ACCOUNTS_LIST = 'accounts';

export function accountPreviewPath(id: number): string {
  return `/profile/${id}/preview`;
}

export function accountEditPath(id: number): string {
  return `/profile/${id}/edit`;
}
