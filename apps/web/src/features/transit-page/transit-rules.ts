import {
  canDeleteTransit,
  canEditTransit,
  canFinishTransit,
  canSendAlert,
  canWriteTransits,
  type Role,
  type Transit,
} from '@transitdocs/domain';

export type TransitActions = {
  canEdit: boolean;
  canFinish: boolean;
  canDuplicate: boolean;
  canAlert: boolean;
  canDelete: boolean;
};

/**
 * Which actions the transit page offers: the domain rules of spec 1 §4, and writing only for the
 * roles that may write transits (a driver reads and alerts).
 */
export function transitActionsFor(
  transit: Transit,
  role: Role | undefined,
  isOnline: boolean,
): TransitActions {
  const mayWrite = role !== undefined && canWriteTransits(role);
  return {
    canEdit: mayWrite && canEditTransit(transit, isOnline),
    canFinish: mayWrite && canFinishTransit(transit, isOnline),
    canDuplicate: mayWrite && isOnline,
    canAlert: canSendAlert(transit, isOnline),
    canDelete: mayWrite && canDeleteTransit(transit, isOnline),
  };
}
