import { AppError } from '../../platform/errors.ts';

export const shareLinkInvalid = (): AppError => new AppError(404, 'share_link_invalid');
/** 410 Gone: the link existed and is over; the page says so instead of "not found". */
export const shareLinkExpired = (): AppError => new AppError(410, 'share_link_expired');
