export const DOCUMENTS_PATH = '/documents';
export const PROFILE_SETTINGS_PATH = '/profile/settings';
export const SEND_PIN_PATH = `${PROFILE_SETTINGS_PATH}/sendPin`;

/** Touch target for gloved fingers on a phone (STYLE.md): at least 48 px. */
export const TOUCH_TARGET = { minHeight: 48 } as const;
