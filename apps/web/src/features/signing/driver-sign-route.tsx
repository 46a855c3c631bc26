import { Navigate, useLocation } from 'react-router';
import { driverSignTarget } from '../driver-view/driver-party.ts';
import { useDocumentsQuery, useRouteTransitId } from '../documents-modal/use-documents.ts';
import { useTransitQuery } from '../transit-page/transit-queries.ts';
import { SignScreenPlaceholder } from './sign-document-route.tsx';
import { signPath } from './signing-paths.ts';

/**
 * `/documents/:id/sign` and `/documents/sign/:id` (`:id` the transit, as in the other
 * `/documents/...` routes of spec 1 §2): the driver's "Sign" opens the sign screen of the main
 * document, or of the current receiver's sub-document once the sender has signed, with the
 * current party's box chosen (spec 1 §4 driver flow).
 */
export function DriverSignRoute() {
  const transitId = useRouteTransitId();
  const location = useLocation();
  const transit = useTransitQuery(transitId);
  const documents = useDocumentsQuery(transitId);
  if (transit.data && documents.data) {
    const target = driverSignTarget(transit.data, documents.data);
    if (target) {
      const from: unknown = location.state;
      const state = typeof from === 'object' && from !== null ? { ...from } : {};
      return (
        <Navigate
          replace
          to={signPath(transitId, target.documentId)}
          state={{ ...state, slot: target.slot }}
        />
      );
    }
  }
  const isMissing =
    Number.isNaN(transitId) ||
    transit.isError ||
    documents.isError ||
    (transit.data !== undefined && documents.data !== undefined);
  return <SignScreenPlaceholder transitId={transitId} isMissing={isMissing} />;
}
