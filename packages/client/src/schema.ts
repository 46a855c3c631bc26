// Generated from the API document by `npm run generate -w @transitdocs/client`; do not edit.
/* eslint-disable @typescript-eslint/consistent-type-definitions -- openapi-typescript writes interfaces */

export interface paths {
  '/auth/api/v1/login/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in: a session token for email or phone and password */
    post: operations['logIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/api/v1/logout/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: end the session of the token */
    post: operations['logOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/api/v1/user/me/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in person, his company and what he may do */
    get: operations['getCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/api/v1/admin-user/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register a company and its owner account */
    post: operations['registerCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/api/v1/request-reset-password/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a password reset link */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/api/v1/reset-password/{uid}/{token}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a password reset link is still valid */
    get: operations['checkPasswordResetLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/api/v1/reset-password/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password through a reset link */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/api/v1/update-pin/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set or change the signed-in person's signing PIN */
    post: operations['updatePin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/api/v1/remind-pin/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the signed-in person a PIN reminder */
    post: operations['remindPin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/api/v1/password-change/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the signed-in person's password */
    patch: operations['changePassword'];
    trace?: never;
  };
  '/auth/api/v1/user/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a user account of the company
     * @description An Admin deletes a sub-account. `revoke_api_keys=true` revokes the API keys the person made in the same step (without it they stop all the same: a key never outlives its creator).
     */
    delete: operations['deleteUser'];
    options?: never;
    head?: never;
    /** Change a user account of the company */
    patch: operations['updateUser'];
    trace?: never;
  };
  '/company/api/v1/api-keys/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the company's API keys */
    get: operations['listApiKeys'];
    put?: never;
    /** Create an API key (its secret is shown once) */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/api-keys/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an API key */
    delete: operations['revokeApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/api/v1/profile/settings/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in person's settings */
    get: operations['getProfileSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the signed-in person's settings */
    patch: operations['updateProfileSettings'];
    trace?: never;
  };
  '/company/api/v1/document-types/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The document types the company uses */
    get: operations['listDocumentTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/client/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the company's clients */
    get: operations['listClients'];
    put?: never;
    /** Create a client */
    post: operations['createClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/client/all_clients/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All of the company's clients, unpaged */
    get: operations['listAllClients'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/client/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a client */
    get: operations['getClient'];
    put?: never;
    post?: never;
    /** Delete a client */
    delete: operations['deleteClient'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/client/{id}/update_client/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a client */
    patch: operations['updateClient'];
    trace?: never;
  };
  '/company/api/v1/company/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company by its id */
    get: operations['lookupCompany'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/validate-nip/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check a Polish tax number (NIP) and find its company */
    post: operations['validateNip'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/validate-vies/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check an EU VAT number in VIES */
    post: operations['validateVies'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/send-request/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invitations the company sent */
    get: operations['listSentInvitations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/receive-request/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invitations the company received */
    get: operations['listReceivedInvitations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/receive-request/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Accept or reject an invitation the company received */
    patch: operations['answerInvitation'];
    trace?: never;
  };
  '/company/api/v1/pending-request-count/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many received invitations wait for an answer */
    get: operations['countPendingInvitations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/api/v1/invitation-signup/{token}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What an invitation link pre-fills in the registration form */
    get: operations['readInvitationSignup'];
    put?: never;
    /** Register the invited company; it is connected with the inviting one at once */
    post: operations['signUpThroughInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/landing/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where a /login/{id} link lands the signed-in user, if he may see it */
    get: operations['resolveLanding'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/vehicle/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the company's vehicles */
    get: operations['listVehicles'];
    put?: never;
    /** Create a vehicle */
    post: operations['createVehicle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/vehicle/not_trailer/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Vehicles that are not trailers, to pick for a transit */
    get: operations['listMotorVehicles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/vehicle/trailer/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trailers, to pick for a transit */
    get: operations['listTrailers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/vehicle/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a vehicle */
    get: operations['getVehicle'];
    put?: never;
    post?: never;
    /** Delete a vehicle */
    delete: operations['deleteVehicle'];
    options?: never;
    head?: never;
    /** Change a vehicle */
    patch: operations['updateVehicle'];
    trace?: never;
  };
  '/company/api/v1/my-driver/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the company's drivers */
    get: operations['listMyDrivers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/my-driver/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a driver of the company */
    get: operations['getMyDriver'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/driver/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Drivers to pick for a transit */
    get: operations['listDrivers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/my-position/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report the signed-in driver's position
     * @description A driver's phone reports its position (the driver view, with the driver's consent); kept as the current position of the driver and of the vehicle he drives. Drivers only.
     */
    post: operations['sharePosition'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/my-employee/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the company's employees */
    get: operations['listMyEmployees'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/my-employee/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an employee */
    get: operations['getMyEmployee'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/employee/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Employees to pick for a transit */
    get: operations['listEmployees'];
    put?: never;
    /** Create an employee account */
    post: operations['createEmployee'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/generate-document-count/{month}/{year}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many documents the company generated in a month */
    get: operations['countGeneratedDocuments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/all-transit/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List transits */
    get: operations['listTransits'];
    put?: never;
    /** Create a transit */
    post: operations['createTransit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/all-transit/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a transit
     * @description Answers `ETag: "<version>"`, the `version` field a PATCH may send back.
     */
    get: operations['getTransit'];
    put?: never;
    post?: never;
    /**
     * Delete a transit
     * @description No lost updates: send the version the deletion was decided on, as `If-Match: "<version>"` or as the query `?version=`. When it is not the current version (an older one, or one the server never gave) the answer is 409 `{"detail": "edited_by_someone_else"}` and nothing is deleted. Without a version the row is deleted as before.
     */
    delete: operations['deleteTransit'];
    options?: never;
    head?: never;
    /**
     * Change a transit
     * @description No lost updates: send the version the edit started from, as `If-Match: "<version>"` (the ETag of GET) or as the body field `version`. When it is not the current version the answer is 409 `{"detail": "edited_by_someone_else"}` and nothing changes. Without a version the write overwrites as before (clients that never send one keep working). The answer carries the new `version` and its ETag.
     */
    patch: operations['updateTransit'];
    trace?: never;
  };
  '/company/api/v1/all-transit/{id}/finish_transit/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Finish a transit
     * @description No lost updates: send the version the edit started from, as `If-Match: "<version>"` (the ETag of GET) or as the body field `version`. When it is not the current version the answer is 409 `{"detail": "edited_by_someone_else"}` and nothing changes. Without a version the write overwrites as before (clients that never send one keep working). The answer carries the new `version` and its ETag.
     */
    patch: operations['finishTransit'];
    trace?: never;
  };
  '/company/api/v1/alert/{transitId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The alerts that may be sent about a transit */
    get: operations['listAlertTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/alert/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send an alert about a transit */
    post: operations['sendAlert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/csv/metadata/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Read a CSV file's columns and first rows */
    post: operations['readCsvMetadata'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/csv/import/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import transits from a CSV file */
    post: operations['importCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/csv/company-settings/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's CSV import settings */
    get: operations['getCsvSettings'];
    /** Change the company's CSV import settings */
    put: operations['updateCsvSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/ecmr/import/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import an eCMR message (UN/CEFACT eCMR 1.0 XML) as a transit with its CMR
     * @description Multipart form with the XML under `file` (UTF-8, at most 5 MB, no DOCTYPE). The parties become contractors (matched by tax number, else created); the boxes the issuing platform signed stay its signatures. The same file again answers the transit it made (`created: false`).
     */
    post: operations['importEcmr'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/company-report-settings/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's report settings */
    get: operations['getReportSettings'];
    /** Change the company's report settings */
    put: operations['updateReportSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transits-report/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A report of transits (spreadsheet) */
    post: operations['createTransitsReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/generate-document-data/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A document's data filled from its transit */
    post: operations['generateDocumentData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-document/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Generate or upload a document of a transit
     * @description JSON {transit, type, document_data, split_per_receiver?} generates a document; multipart (transit, name, document (PDF file), type 6|7|8, receiver) uploads one.
     */
    post: operations['createDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-document/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a document
     * @description Answers `ETag: "<version>"`, the `version` field a PATCH may send back.
     */
    get: operations['getDocument'];
    put?: never;
    post?: never;
    /**
     * Delete a document
     * @description No lost updates: send the version the deletion was decided on, as `If-Match: "<version>"` or as the query `?version=`. When it is not the current version (an older one, or one the server never gave) the answer is 409 `{"detail": "edited_by_someone_else"}` and nothing is deleted. Without a version the row is deleted as before.
     */
    delete: operations['deleteDocument'];
    options?: never;
    head?: never;
    /**
     * Change a document
     * @description No lost updates: send the version the edit started from, as `If-Match: "<version>"` (the ETag of GET) or as the body field `version`. When it is not the current version the answer is 409 `{"detail": "edited_by_someone_else"}` and nothing changes. Without a version the write overwrites as before (clients that never send one keep working). The answer carries the new `version` and its ETag.
     */
    patch: operations['updateDocument'];
    trace?: never;
  };
  '/company/api/v1/document/{transitId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The documents of a transit */
    get: operations['listTransitDocuments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/document-remark/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The remarks of a document */
    get: operations['listRemarks'];
    put?: never;
    /**
     * Add a remark (with photos) to a document
     * @description multipart: document, type (pickup|delivery), message, files (PNG or JPEG photos)
     */
    post: operations['addRemark'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/document-reservation/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The reservations of a document, with their answers */
    get: operations['listReservations'];
    put?: never;
    /**
     * Record a reservation (box 18 or 24) with photos kept as taken
     * @description multipart: document, box (taking_over|delivery), kind, lines (goods line indexes, comma-separated), counted_quantity, stated_quantity, text, captured_at, item_id, files (PNG or JPEG photos)
     */
    post: operations['addReservation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/document-reservation/{id}/answer/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The other side's answer to a reservation, confirmed with the PIN */
    post: operations['answerReservation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/document-reservation-photo/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a reservation photo as it was taken */
    get: operations['downloadReservationPhoto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/document-file/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a remark photo */
    get: operations['downloadRemarkFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/document/id/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A document's PDF */
    get: operations['getDocumentPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/document/id/{id}/xml/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A document's e-CMR XML */
    get: operations['getDocumentXml'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/document/id/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a document's file */
    get: operations['downloadDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/document/id/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A document's history as a PDF */
    get: operations['getDocumentHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/verify/{verifyId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who signed the document, when, and whether the signature chain holds */
    get: operations['getVerification'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/verify/{verifyId}/file/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether a PDF (multipart field `file`, at most 20 MB) is one issued for it */
    post: operations['verifyFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/sign-document-signature/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign a document
     * @description multipart: signature (PNG file), document, transit, document_type (json|file), signed_by_type (sender|carrier|receiver|driver), receiver_id, signature_data (JSON: sign_fullname required, the company fields, sign_method), for an uploaded PDF dimensions (JSON {x, y}, fractions of the page from its top left) and pg_num (1-based), and verification (the id of a passed PIN or SMS verification; not needed for sign_method "on screen" or "handwritten"), captured_at (ISO time the signature was made on the device: not in the future, at most 7 days old; default the receipt time) and, for a signature queued offline, offline (JSON {item_id, key_id, signature, document_version}: the device signature (ES256, base64url r||s) over the domain's offlineSignaturePayload with a key registered at signing-keys/). A queued item is applied once: sent again it answers as the first time. One whose slot was signed meanwhile, or whose document changed, answers 409 (offline_slot_signed, offline_document_changed) and stays in the history as refused. Optional header `Action-location`: JSON {latitude, longitude, accuracy, timestamp}; stored with the signature and the history row. Leave it out when geolocation is denied. Answers the updated document.
     */
    post: operations['signDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/sign-all/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign several documents of a stop at once
     * @description multipart: signature (PNG file, drawn once), transit, items (JSON list, in the order walked through, of {document, signed_by_type, version, dimensions?, pg_num?}: one party's box on each document, each document once; `version` is the document's version as shown; dimensions and pg_num place the signature on an uploaded PDF), receiver_id (a receiver box: the receiver verified), signature_data (JSON, as for one signature) and verification (a passed PIN or SMS verification of one of the documents in that box). The verification is spent once for the whole request; then each document is signed in its own transaction with its own signature row, chain hash and history entry. A document that cannot be signed (signed meanwhile, changed since shown: document_changed_since_shown, not the signer’s to sign) is answered in `results` with its error key while the others sign. Bad input or a verification that is not good signs nothing. The boxes offered are at all-transit/{id}/sign-all/. Optional header `Action-location`: JSON {latitude, longitude, accuracy, timestamp}; stored with the signature and the history row. Leave it out when geolocation is denied.
     */
    post: operations['signAllDocuments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/all-transit/{id}/sign-all/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where the caller may sign several documents at once
     * @description The boxes (sender's, carrier's, each receiver's) in which the caller may sign two or more documents of the transit now, each with those documents in order (the same rule as one signature): what "Sign all" offers.
     */
    get: operations['listSignAllStops'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/sign-document-signature/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A signature's image
     * @description The signature image (PNG).
     */
    get: operations['getSignatureImage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/sign-verification/pin/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a signature with the PIN
     * @description The signed-in user's PIN for one slot of a document (5 tries per user in 15 min). Answers a verification id that the next signature of that slot spends within 10 minutes (sign_method becomes "pin").
     */
    post: operations['verifySigningPin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/sign-verification/sms/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a code by SMS to confirm a signature
     * @description Sends a 6-digit code (valid 5 minutes) to the phone of the verifying party (the transit's sender or the signing receiver: the person's, else the contractor's), else to `phone`. 5 codes per document and 20 per IP in 15 minutes.
     */
    post: operations['sendSigningSmsCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/sign-verification/sms/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a signature with the SMS code
     * @description The code sent: 5 tries, then the code is dead. Passed, the verification is spent by the next signature of its slot within 10 minutes (sign_method becomes "sms").
     */
    post: operations['confirmSigningSmsCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/signing-keys/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in person's signing keys
     * @description The signed-in user's own device keys, newest first (revoked ones too).
     */
    get: operations['listSigningKeys'];
    put?: never;
    /**
     * Register a device's signing key
     * @description Registers the public half of the phone's ECDSA P-256 key (JWK as WebCrypto exports it; no private part) for signing offline. Needs the PIN (the same tries and lockout as the PIN verification). The same key again answers its existing id.
     */
    post: operations['createSigningKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/signing-keys/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke a signing key
     * @description Revokes one of your device keys: signatures queued with it are refused from now on.
     */
    delete: operations['revokeSigningKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/all-transit/{id}/receivers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The receivers who may still sign documents of a transit
     * @description The transit's receivers for choosing the signer: each with the documents it has signed (disable it there) and its sub-document.
     */
    get: operations['listSignableReceivers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/generate-token/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a share link for a receiver of a transit */
    post: operations['generateShareToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/send-token-email-sms/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a share link by email or SMS */
    post: operations['sendShareToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/revoke-token/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke a share link */
    post: operations['revokeShareToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/share-link/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a share link to documents */
    post: operations['createShareLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/share-transit/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Share a transit with another company */
    post: operations['shareTransit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-document/{id}/handover/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Hand a receiver's box over to the receiver's own phone
     * @description A short code (and its address, for a QR code) that opens, once and within 15 minutes, a receiver link for this document and receiver; the link's signing code goes to the receiver's contact. Only for a box the caller could get signed at his own phone now.
     */
    post: operations['startHandover'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/handover/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open a hand-over by its short code
     * @description The first opening answers the receiver link's token; a used or expired code answers 410 `handover_used` / `handover_expired`, an unknown one 400 `handover_invalid` (wrong codes from one address are limited: 429).
     */
    post: operations['claimHandover'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{key}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The transit a share link opens */
    get: operations['getSharedTransit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{key}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a document through a share link */
    get: operations['downloadSharedDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{key}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A document's PDF through a share link */
    get: operations['getSharedPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{key}/xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A document's e-CMR XML through a share link */
    get: operations['getSharedXml'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{key}/document-file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A remark photo through a share link
     * @description A remark photo (the id from remarks[].files[].id) of a granted document.
     */
    get: operations['downloadSharedRemarkFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{key}/receivers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The receivers who may sign through a share link */
    get: operations['listSharedReceivers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{key}/document-add/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a document through a share link
     * @description multipart: document (PDF file, 20 MB), type 6|7|8, name, receiver, and optionally first_name, last_name, company_name of the visitor
     */
    post: operations['addSharedDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{key}/document-remark/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a remark through a share link
     * @description multipart: document, type (pickup|delivery), message, files (photos), first_name, last_name, company_name (the remark is posted under that company name)
     */
    post: operations['addSharedRemark'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{key}/document-reservation/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a reservation through a share link (the consignee in box 24)
     * @description multipart: document, box, kind, lines, counted_quantity, stated_quantity, text, captured_at, files (photos, kept as taken), first_name, last_name, company_name
     */
    post: operations['addSharedReservation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{token}/documents/{id}/reservations/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shared document's reservations, and whether the link's party may answer each */
    get: operations['listSharedReservations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{token}/documents/{id}/reservations/{reservationId}/code/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the code that confirms the link's party's answer to a reservation
     * @description Sends a 6-digit code (5 minutes, 5 tries) for answering this reservation to the link's party's own contact (where the link went, else where its signing code went). It answers only this reservation: it never signs, and a signing code never answers.
     */
    post: operations['requestShareReservationAnswerCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{token}/documents/{id}/reservations/{reservationId}/answer/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The link's party's answer to a reservation (accepted or contested), with its code */
    post: operations['answerSharedReservation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{token}/documents/{id}/reservation-photos/{photoId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A photo of a shared reservation, as it was taken */
    get: operations['downloadSharedReservationPhoto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{key}/alert/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The alerts a share link may send */
    get: operations['listSharedAlertTypes'];
    put?: never;
    /** Send an alert through a share link */
    post: operations['sendSharedAlert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/sign-document-token-signature/{token}/code/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the code that confirms a signature through a share link
     * @description Sends a 6-digit code (5 minutes, 5 tries) for signing `document` to where the link was sent (e-mail first, else phone); a link never sent takes the e-mail or phone given.
     */
    post: operations['requestShareSignCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/sign-document-token-signature/{token}/sign-all/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where a share link's visitor may sign several documents at once
     * @description The boxes of the link's party in which its visitor may sign two or more of the link's documents now, each with those documents in order (as all-transit/{id}/sign-all/).
     */
    get: operations['listSharedSignAllStops'];
    put?: never;
    /**
     * Sign several documents at once through a share link
     * @description multipart: the fields of sign-all/ (signature PNG, transit, items, receiver_id, signature_data) without verification, plus code (the one-time code sent for the first item, spent once for all) and first_name, last_name, company_name of the visitor. Each document is signed in its own transaction; `results` tells each one's outcome. A batch of which nothing was signed gives the code back. Optional header Action-location.
     */
    post: operations['signAllSharedDocuments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/sign-document-token-signature/{token}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign a document through a share link
     * @description multipart: the fields of sign-document-signature/ (signature PNG, document, transit, document_type, signed_by_type, receiver_id, signature_data, dimensions, pg_num) plus code (the one-time code) and first_name, last_name, company_name of the visitor. Optional header Action-location. Answers the updated document.
     */
    post: operations['signSharedDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-document/{id}/corrections/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A document's correction proposals, their decisions and the document's versions */
    get: operations['listDocumentCorrections'];
    put?: never;
    /**
     * Propose a correction of a signed document
     * @description `changes`: the new values of the top-level `document_data` fields to change; fields whose value does not change are dropped, and none left answers `correction_empty`. The signed version stays valid until every signatory approves.
     */
    post: operations['proposeDocumentCorrection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-document/{id}/corrections/{correctionId}/decision/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A signatory party's approval or rejection of a correction, with the user's PIN */
    post: operations['decideDocumentCorrection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/document/id/{id}/versions/{version}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The PDF of one version of a corrected document's data */
    get: operations['getDocumentVersionPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{token}/documents/{id}/corrections/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shared document's corrections, as the link's party sees them */
    get: operations['listSharedDocumentCorrections'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{token}/documents/{id}/corrections/{correctionId}/code/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the code that confirms the link's party's decision on a correction */
    post: operations['requestShareCorrectionCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{token}/documents/{id}/corrections/{correctionId}/decision/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The link's party's approval or rejection of a correction, with its code */
    post: operations['decideSharedDocumentCorrection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/transit-token/{token}/documents/{id}/versions/{version}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The PDF of one version of a shared corrected document's data */
    get: operations['getSharedDocumentVersionPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/push/subscribe/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The public key a device subscribes to web push with */
    get: operations['getPushPublicKey'];
    put?: never;
    /** Subscribe this device to web push */
    post: operations['subscribePush'];
    /** Unsubscribe a device from web push */
    delete: operations['unsubscribePush'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/all-transit/{id}/efti-access/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who looked at a transit's eFTI data set
     * @description Who looked at the eFTI data set of the transit: every gate access, newest first.
     */
    get: operations['listEftiAccesses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/all-transit/{id}/efti-inspection/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a driver shows at a roadside inspection
     * @description What a driver shows at a roadside inspection: the UIL of the data set (null without EFTI_GATE_ID), its elements, and the newest CMR with its PDF address and verification.
     */
    get: operations['getEftiInspection'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/webhooks/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the company's webhook endpoints */
    get: operations['listWebhooks'];
    put?: never;
    /**
     * Add a webhook endpoint
     * @description Each delivery is a JSON body `{id, event, created_at, data}` signed by the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, the key being the base64 after `whsec_`), which standard libraries verify, and by `X-TransitDocs-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret. The events and their bodies are in the `webhooks` section. `data` is the object as the company API answers it to an Admin of the transit's company; the transit's and its documents' events (`transit.*`, `document.*`, `remark.added`) go also to each company it is shared in to, with the object as that company's API answers it (the shared-in view, no `efti`); alerts and share links stay the owner's: `transit.created`, `transit.updated`, `transit.finished`: the transit (GET all-transit/{id}/); `transit.deleted`: `{id, transit_number}`; `document.created` (generated, each sub-document, or uploaded, also through a share link), `document.fully_signed` (once, by the signature that completes it): the document (GET transit-document/{id}/); `document.signed` (every slot): `{document, signature}`, `signature` being the new entry of the document's `signed_by` (`id`, `signed_by_type`, `receiver_id`, ...); `remark.added`: the remark as in the document's `remarks`; `share_link.opened` (the link's page loaded, at most once per 30 minutes a link): `{id, transit, transit_number, type, receiver, documents, created_at, expires_at, opened_at}`; `alert.sent`: the alert as POST alert/ answers it.
     */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/webhooks/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a webhook endpoint */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/webhooks/{id}/rotate-secret/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate a webhook endpoint's signing secret
     * @description A new signing secret, shown in this answer only. The replaced secret keeps signing beside it for 24 hours (`previous_secret_expires_at`): each delivery carries a signature by both, so the receiver can switch secrets without refusing one.
     */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/webhooks/{id}/deliveries/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An endpoint's recent deliveries */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api/v1/webhooks/{id}/deliveries/{deliveryId}/resend/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a delivery again */
    post: operations['resendWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v0/consignments/{datasetId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A consignment for an eFTI gate of the reference family (XML)
     * @description eFTI gates of the reference family only: the consignment reduced to the subsets `subsetId` names (repeated or comma-separated), as application/xml. An asked subset that still lacks data answers 404 with `reason: incomplete_subset`.
     */
    get: operations['getConsignment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v0/consignments/{datasetId}/follow-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A follow-up message from an eFTI gate of the reference family
     * @description eFTI gates of the reference family only: a follow-up message (text/plain) for the company.
     */
    post: operations['postFollowUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/dataset/{datasetId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A consignment for an eFTI gate of the national family (XML)
     * @description eFTI gates of the national family only: the consignment reduced to the subsets `subsets` names (comma-separated), as application/xml. An asked subset that still lacks data answers 404 with `reason: incomplete_subset`.
     */
    get: operations['getNationalDataset'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/dataset/{datasetId}/follow-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A follow-up from an eFTI gate of the national family
     * @description eFTI gates of the national family only: JSON `{uil, referenceIds, message, files: [{fileName, base64Content, mimeType}]}`; 201 when taken.
     */
    post: operations['postNationalFollowUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'transit.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A transit was created
     * @description Sent to each enabled endpoint of the company that subscribed to the event, retried with growing waits until it is answered with a 2xx. Verify the signature over the raw body before parsing it.
     */
    post: operations['transitCreatedWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'transit.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A transit was changed
     * @description Sent to each enabled endpoint of the company that subscribed to the event, retried with growing waits until it is answered with a 2xx. Verify the signature over the raw body before parsing it.
     */
    post: operations['transitUpdatedWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'transit.finished': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A transit was finished
     * @description Sent to each enabled endpoint of the company that subscribed to the event, retried with growing waits until it is answered with a 2xx. Verify the signature over the raw body before parsing it.
     */
    post: operations['transitFinishedWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'transit.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A transit was deleted
     * @description Sent to each enabled endpoint of the company that subscribed to the event, retried with growing waits until it is answered with a 2xx. Verify the signature over the raw body before parsing it.
     */
    post: operations['transitDeletedWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'document.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A document was generated or uploaded
     * @description Sent to each enabled endpoint of the company that subscribed to the event, retried with growing waits until it is answered with a 2xx. Verify the signature over the raw body before parsing it.
     */
    post: operations['documentCreatedWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'document.signed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A document was signed
     * @description Sent to each enabled endpoint of the company that subscribed to the event, retried with growing waits until it is answered with a 2xx. Verify the signature over the raw body before parsing it.
     */
    post: operations['documentSignedWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'document.fully_signed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A document got its last required signature
     * @description Sent to each enabled endpoint of the company that subscribed to the event, retried with growing waits until it is answered with a 2xx. Verify the signature over the raw body before parsing it.
     */
    post: operations['documentFullySignedWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'remark.added': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A remark was added to a document
     * @description Sent to each enabled endpoint of the company that subscribed to the event, retried with growing waits until it is answered with a 2xx. Verify the signature over the raw body before parsing it.
     */
    post: operations['remarkAddedWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'share_link.opened': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A share link's page was opened
     * @description Sent to each enabled endpoint of the company that subscribed to the event, retried with growing waits until it is answered with a 2xx. Verify the signature over the raw body before parsing it.
     */
    post: operations['shareLinkOpenedWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'alert.sent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An alert was sent about a transit
     * @description Sent to each enabled endpoint of the company that subscribed to the event, retried with growing waits until it is answered with a 2xx. Verify the signature over the raw body before parsing it.
     */
    post: operations['alertSentWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'correction.proposed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A correction of a signed document was proposed to its signatories
     * @description Sent to each enabled endpoint of the company that subscribed to the event, retried with growing waits until it is answered with a 2xx. Verify the signature over the raw body before parsing it.
     */
    post: operations['correctionProposedWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'correction.decided': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A signatory approved or rejected a correction
     * @description Sent to each enabled endpoint of the company that subscribed to the event, retried with growing waits until it is answered with a 2xx. Verify the signature over the raw body before parsing it.
     */
    post: operations['correctionDecidedWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'correction.closed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A correction was approved by every signatory (the corrected data is the current version) or rejected
     * @description Sent to each enabled endpoint of the company that subscribed to the event, retried with growing waits until it is answered with a 2xx. Verify the signature over the raw body before parsing it.
     */
    post: operations['correctionClosedWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    /** @description What was wrong with the request, by field: each field names its translation keys (values in query form, `enter_max_chars?count=500`); a nested field nests (`{"company": {"phone": ["invalid_format"]}}`); `non_field_errors` holds what names no field (`malformed_json`). */
    FieldErrors: {
      [key: string]: string[] | components['schemas']['FieldErrors'];
    };
    /** @description One translation key for the whole request, sometimes with more facts beside. */
    ErrorDetail: {
      detail: string;
    } & {
      [key: string]: unknown;
    };
  };
  responses: {
    /** @description The request was refused and nothing changed: its fields, by translation key (an empty JSON body counts as none; malformed JSON is `non_field_errors: ["malformed_json"]`). */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "email": [
         *         "this_field_is_required"
         *       ],
         *       "company": {
         *         "phone": [
         *           "invalid_format"
         *         ]
         *       }
         *     }
         */
        'application/json': components['schemas']['FieldErrors'];
      };
    };
    /** @description No valid credentials: `not_authenticated`, or `your_account_is_blocked` (with `inactive_user: true`) for a blocked person. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "not_authenticated"
         *     }
         */
        'application/json': components['schemas']['ErrorDetail'];
      };
    };
    /** @description The rulebook refuses the caller: `permission_denied`, `api_key_not_allowed` (the key's scope or kind), or a rule of the object as `{field: [key]}`. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "permission_denied"
         *     }
         */
        'application/json':
          components['schemas']['ErrorDetail'] | components['schemas']['FieldErrors'];
      };
    };
    /** @description No such object, or none the caller may see: `not_found`. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "not_found"
         *     }
         */
        'application/json': components['schemas']['ErrorDetail'];
      };
    };
    /** @description The object changed since the version the request names (`edited_by_someone_else`), or the state it acts on is gone: nothing changed. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "edited_by_someone_else"
         *     }
         */
        'application/json': components['schemas']['ErrorDetail'];
      };
    };
    /** @description The share link existed and is over (expired or revoked): `share_link_expired`. */
    Gone: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "share_link_expired"
         *     }
         */
        'application/json': components['schemas']['ErrorDetail'];
      };
    };
    /** @description Too many requests or attempts (per API key, gate, address or person): `too_many_attempts`; try again after `Retry-After` seconds. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait before the next try. */
        'Retry-After': number;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "too_many_attempts"
         *     }
         */
        'application/json': components['schemas']['ErrorDetail'];
      };
    };
    /** @description A dependency (the database, the file store, Redis) did not answer: `service_unavailable`; nothing was done, repeat the request after `Retry-After` seconds. */
    ServiceUnavailable: {
      headers: {
        /** @description Seconds to wait, 5 today. */
        'Retry-After': number;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "service_unavailable"
         *     }
         */
        'application/json': components['schemas']['ErrorDetail'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  logIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          login: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            expires_at: string;
            user: {
              id: number;
              first_name: string;
              last_name: string;
              email: string | null;
              phone: string | null;
              /** @enum {string} */
              role: 'Admin' | 'Dyspozytor' | 'Magazynier' | 'Kierowca';
              avatar: string | null;
              /** @enum {string} */
              language: 'en-GB' | 'pl' | 'de' | 'uk' | 'es';
              is_active: boolean;
              has_pin: boolean;
              inspecto_linking_token: string | null;
              company: {
                id: number;
                name: string;
                phone: string | null;
              };
              employee_data: {
                id: number;
                /** @enum {string} */
                ownership: 'primary' | 'secondary';
              };
              actions?: {
                manage_accounts: boolean;
                add_driver: boolean;
                open_cars: boolean;
                open_drivers: boolean;
                write_contractors: boolean;
                delete_contractors: boolean;
                write_vehicles: boolean;
                answer_invitations: boolean;
                view_billing: boolean;
                company_settings: boolean;
                add_alert_type: boolean;
                import_csv: boolean;
                write_transits: boolean;
                manage_api_keys: boolean;
                manage_webhooks: boolean;
                share_position: boolean;
                own_account: boolean;
                own_credentials: boolean;
                read_company: boolean;
                change_company: boolean;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  logOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            first_name: string;
            last_name: string;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            role: 'Admin' | 'Dyspozytor' | 'Magazynier' | 'Kierowca';
            avatar: string | null;
            /** @enum {string} */
            language: 'en-GB' | 'pl' | 'de' | 'uk' | 'es';
            is_active: boolean;
            has_pin: boolean;
            inspecto_linking_token: string | null;
            company: {
              id: number;
              name: string;
              phone: string | null;
            };
            employee_data: {
              id: number;
              /** @enum {string} */
              ownership: 'primary' | 'secondary';
            };
            actions?: {
              manage_accounts: boolean;
              add_driver: boolean;
              open_cars: boolean;
              open_drivers: boolean;
              write_contractors: boolean;
              delete_contractors: boolean;
              write_vehicles: boolean;
              answer_invitations: boolean;
              view_billing: boolean;
              company_settings: boolean;
              add_alert_type: boolean;
              import_csv: boolean;
              write_transits: boolean;
              manage_api_keys: boolean;
              manage_webhooks: boolean;
              share_position: boolean;
              own_account: boolean;
              own_credentials: boolean;
              read_company: boolean;
              change_company: boolean;
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  registerCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          first_name: string;
          last_name: string;
          email: string;
          password: string;
          /** @enum {boolean} */
          regulations_accepted: true;
          company: {
            name: string;
            address: string;
            zip_code: string;
            town: string;
            country: string;
            nip: string;
            vies: string;
            vat_group?: string;
            phone: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email?: string;
          phone?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  checkPasswordResetLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        uid: string;
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            purpose: 'reset' | 'activation';
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          uid: string;
          token: string;
          password: string;
          confirm_password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updatePin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          old_pin?: string;
          password?: string;
          new_pin: string;
          confirm_pin: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  remindPin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never> | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          old_password: string;
          new_password: string;
          confirm_password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteUser: {
    parameters: {
      query?: {
        revoke_api_keys?: 'true' | 'false';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          first_name?: string;
          last_name?: string;
          inspecto_linking_token?: string | null;
          /** @enum {string} */
          role?: 'Admin' | 'Dyspozytor' | 'Magazynier' | 'Kierowca';
          is_active?: boolean;
          gt_id?: string;
          /** @enum {boolean} */
          reset_pin?: true;
          userId?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            first_name: string;
            last_name: string;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            role: 'Admin' | 'Dyspozytor' | 'Magazynier' | 'Kierowca';
            avatar: string | null;
            /** @enum {string} */
            language: 'en-GB' | 'pl' | 'de' | 'uk' | 'es';
            is_active: boolean;
            has_pin: boolean;
            inspecto_linking_token: string | null;
            company: {
              id: number;
              name: string;
              phone: string | null;
            };
            employee_data: {
              id: number;
              /** @enum {string} */
              ownership: 'primary' | 'secondary';
            };
            actions?: {
              manage_accounts: boolean;
              add_driver: boolean;
              open_cars: boolean;
              open_drivers: boolean;
              write_contractors: boolean;
              delete_contractors: boolean;
              write_vehicles: boolean;
              answer_invitations: boolean;
              view_billing: boolean;
              company_settings: boolean;
              add_alert_type: boolean;
              import_csv: boolean;
              write_transits: boolean;
              manage_api_keys: boolean;
              manage_webhooks: boolean;
              share_position: boolean;
              own_account: boolean;
              own_credentials: boolean;
              read_company: boolean;
              change_company: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              id: number;
              name: string;
              /** @enum {string} */
              scope: 'read' | 'write';
              key_prefix: string;
              created_at: string;
              created_by: {
                id: number;
                first_name: string;
                last_name: string;
                is_active: boolean;
              } | null;
              last_used_at: string | null;
              revoked_at: string | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the create safe to retry: the same key with the same body within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without creating anything; with another body 422, while the first request still runs 409, a key used by another company or caller 400. A unique value per action, such as a UUID; at most 255 characters. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          scope: 'read' | 'write';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            /** @enum {string} */
            scope: 'read' | 'write';
            key_prefix: string;
            created_at: string;
            created_by: {
              id: number;
              first_name: string;
              last_name: string;
              is_active: boolean;
            } | null;
            last_used_at: string | null;
            revoked_at: string | null;
            key: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getProfileSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            default_document: 'NONE' | 'CMR' | 'LP' | 'OSTSPED';
            is_auto_accept_notifications: boolean;
            is_auto_send_links: boolean;
            alert_types: {
              id?: number;
              message: string;
              default: boolean;
            }[];
            csv_upload_settings: {
              /** @enum {string} */
              separator: 'comma' | 'semicolon' | 'pipe' | 'hyphen' | 'tab';
              /** @enum {string} */
              encoding?: 'auto' | 'utf-8' | 'windows-1250';
              mapping: {
                [key: string]: string;
              };
              useNipWhenContractorMissing: boolean;
              useMyCompanyWhenCarrierMissing: boolean;
              useMyCompanyWhenReceiverMissing: boolean;
              useMyCompanyWhenSenderMissing: boolean;
              shareTransitToDriversNumber: boolean;
              dateOptions: {
                /** @enum {string} */
                format: 'Ymd' | 'Ydm' | 'mdY' | 'dmY';
                separator: string;
              };
            };
            report_settings: {
              [key: string]: string;
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateProfileSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          default_document?: 'NONE' | 'CMR' | 'LP' | 'OSTSPED';
          is_auto_accept_notifications?: boolean;
          is_auto_send_links?: boolean;
          alert_types?: {
            id?: number;
            message: string;
            default?: boolean;
          }[];
          csv_upload_settings?: {
            /** @enum {string} */
            separator: 'comma' | 'semicolon' | 'pipe' | 'hyphen' | 'tab';
            /** @enum {string} */
            encoding?: 'auto' | 'utf-8' | 'windows-1250';
            mapping: {
              [key: string]: string;
            };
            useNipWhenContractorMissing: boolean;
            useMyCompanyWhenCarrierMissing: boolean;
            useMyCompanyWhenReceiverMissing: boolean;
            useMyCompanyWhenSenderMissing: boolean;
            shareTransitToDriversNumber: boolean;
            dateOptions: {
              /** @enum {string} */
              format: 'Ymd' | 'Ydm' | 'mdY' | 'dmY';
              separator: string;
            };
          };
          report_settings?: {
            [key: string]: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            default_document: 'NONE' | 'CMR' | 'LP' | 'OSTSPED';
            is_auto_accept_notifications: boolean;
            is_auto_send_links: boolean;
            alert_types: {
              id?: number;
              message: string;
              default: boolean;
            }[];
            csv_upload_settings: {
              /** @enum {string} */
              separator: 'comma' | 'semicolon' | 'pipe' | 'hyphen' | 'tab';
              /** @enum {string} */
              encoding?: 'auto' | 'utf-8' | 'windows-1250';
              mapping: {
                [key: string]: string;
              };
              useNipWhenContractorMissing: boolean;
              useMyCompanyWhenCarrierMissing: boolean;
              useMyCompanyWhenReceiverMissing: boolean;
              useMyCompanyWhenSenderMissing: boolean;
              shareTransitToDriversNumber: boolean;
              dateOptions: {
                /** @enum {string} */
                format: 'Ymd' | 'Ydm' | 'mdY' | 'dmY';
                separator: string;
              };
            };
            report_settings: {
              [key: string]: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listDocumentTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': (
            'WZ' | 'LP' | 'PS' | 'CMR' | 'KW' | 'FV' | 'OR' | 'OTH' | 'OSTSPED'
          )[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listClients: {
    parameters: {
      query?: {
        page?: number;
        vies?: string;
        gt_id?: number;
        name?: string;
        town?: string;
        country?: string;
        is_online?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              name: string;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              nip: string;
              vies: string | null;
              phone: string;
              vat_group: string;
              pesel: string;
              email: string;
              is_online: boolean;
              gt_id: number | null;
              last_auto_send: {
                /** @enum {string} */
                status: 'sent' | 'skipped';
                channel: ('email' | 'sms') | null;
                reason: ('wrong_email' | 'wrong_phone' | 'no_contact_data') | null;
                at: string;
                transit_number: string;
              } | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createClient: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          address: string;
          zip_code: string;
          town: string;
          country: string;
          nip?: string;
          vies?: string | null;
          phone?: string;
          vat_group?: string;
          pesel?: string;
          email?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            address: string;
            zip_code: string;
            town: string;
            country: string;
            nip: string;
            vies: string | null;
            phone: string;
            vat_group: string;
            pesel: string;
            email: string;
            is_online: boolean;
            gt_id: number | null;
            last_auto_send: {
              /** @enum {string} */
              status: 'sent' | 'skipped';
              channel: ('email' | 'sms') | null;
              reason: ('wrong_email' | 'wrong_phone' | 'no_contact_data') | null;
              at: string;
              transit_number: string;
            } | null;
            invitation_status: ('pending' | 'accepted') | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listAllClients: {
    parameters: {
      query?: {
        page?: number;
        search?: string;
        name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              name: string;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              nip: string;
              vies: string | null;
              phone: string;
              vat_group: string;
              pesel: string;
              email: string;
              is_online: boolean;
              gt_id: number | null;
              last_auto_send: {
                /** @enum {string} */
                status: 'sent' | 'skipped';
                channel: ('email' | 'sms') | null;
                reason: ('wrong_email' | 'wrong_phone' | 'no_contact_data') | null;
                at: string;
                transit_number: string;
              } | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            address: string;
            zip_code: string;
            town: string;
            country: string;
            nip: string;
            vies: string | null;
            phone: string;
            vat_group: string;
            pesel: string;
            email: string;
            is_online: boolean;
            gt_id: number | null;
            last_auto_send: {
              /** @enum {string} */
              status: 'sent' | 'skipped';
              channel: ('email' | 'sms') | null;
              reason: ('wrong_email' | 'wrong_phone' | 'no_contact_data') | null;
              at: string;
              transit_number: string;
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          address?: string;
          zip_code?: string;
          town?: string;
          country?: string;
          phone?: string;
          vat_group?: string;
          email?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            address: string;
            zip_code: string;
            town: string;
            country: string;
            nip: string;
            vies: string | null;
            phone: string;
            vat_group: string;
            pesel: string;
            email: string;
            is_online: boolean;
            gt_id: number | null;
            last_auto_send: {
              /** @enum {string} */
              status: 'sent' | 'skipped';
              channel: ('email' | 'sms') | null;
              reason: ('wrong_email' | 'wrong_phone' | 'no_contact_data') | null;
              at: string;
              transit_number: string;
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  lookupCompany: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              name: string;
              country: string;
              vies: string | null;
              town: string;
              zip_code: string;
              address: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  validateNip: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          nip: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            name: string;
            company_gt_id: number | null;
            address: string;
            zip_code: string;
            town: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  validateVies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          vies: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            name: string;
            company_gt_id: number | null;
            address: string;
            zip_code: string;
            town: string;
            country: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSentInvitations: {
    parameters: {
      query?: {
        page?: number;
        company?: string;
        companyID?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              sender: {
                id: number;
                name: string;
                vies: string | null;
              };
              receiver: {
                id: number;
                name: string;
                vies: string | null;
              } | null;
              receiver_unregistered: string | null;
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'rejected';
              created_at: string;
              answered_at: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listReceivedInvitations: {
    parameters: {
      query?: {
        page?: number;
        company?: string;
        companyID?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              sender: {
                id: number;
                name: string;
                vies: string | null;
              };
              receiver: {
                id: number;
                name: string;
                vies: string | null;
              } | null;
              receiver_unregistered: string | null;
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'rejected';
              created_at: string;
              answered_at: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  answerInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'accepted' | 'rejected';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            sender: {
              id: number;
              name: string;
              vies: string | null;
            };
            receiver: {
              id: number;
              name: string;
              vies: string | null;
            } | null;
            receiver_unregistered: string | null;
            /** @enum {string} */
            status: 'pending' | 'accepted' | 'rejected';
            created_at: string;
            answered_at: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  countPendingInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            request_count: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  readInvitationSignup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            inviter_name: string;
            company: {
              name: string;
              vies: string | null;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              phone: string;
              vat_group: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  signUpThroughInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          first_name: string;
          last_name: string;
          email: string;
          password: string;
          /** @enum {boolean} */
          regulations_accepted: true;
          company: {
            name: string;
            address: string;
            zip_code: string;
            town: string;
            country: string;
            nip: string;
            vies: string;
            vat_group?: string;
            phone: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  resolveLanding: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** @enum {string} */
                kind: 'invitation';
                invitation_id: number;
              }
            | {
                /** @enum {string} */
                kind: 'transit';
                transit_id: number;
              };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listVehicles: {
    parameters: {
      query?: {
        page?: number;
        number?: string;
        search?: string;
        status?: 'Available' | 'Unavailable' | 'available' | 'unavailable';
        type?: 'solo_truck' | 'set' | 'tractor_unit' | 'trailer' | 'van' | 'semitrailer';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              number: string;
              /** @enum {string} */
              type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
              /** @enum {string} */
              status: 'available' | 'unavailable';
              attached_vehicle: {
                id: number;
                number: string;
                /** @enum {string} */
                type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
              } | null;
              trailer: {
                id: number;
                number: string;
                /** @enum {string} */
                type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
              } | null;
              driver: {
                id: number;
                first_name: string;
                last_name: string;
                phone: string | null;
              } | null;
              company: number;
              current_pos_latitude: number | null;
              current_pos_longitude: number | null;
              current_pos_accuracy?: number | null;
              current_pos_at?: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createVehicle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          number: string;
          /** @enum {string} */
          type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
          driver?: number | null;
          attached_vehicle?: number | null;
          /** @enum {string} */
          status?: 'available' | 'unavailable';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            number: string;
            /** @enum {string} */
            type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
            /** @enum {string} */
            status: 'available' | 'unavailable';
            attached_vehicle: {
              id: number;
              number: string;
              /** @enum {string} */
              type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
            } | null;
            trailer: {
              id: number;
              number: string;
              /** @enum {string} */
              type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
            } | null;
            driver: {
              id: number;
              first_name: string;
              last_name: string;
              phone: string | null;
            } | null;
            company: number;
            current_pos_latitude: number | null;
            current_pos_longitude: number | null;
            current_pos_accuracy?: number | null;
            current_pos_at?: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listMotorVehicles: {
    parameters: {
      query?: {
        page?: number;
        number?: string;
        company_vies?: string;
        is_not_attached?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              number: string;
              /** @enum {string} */
              type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
              /** @enum {string} */
              status: 'available' | 'unavailable';
              attached_vehicle: {
                id: number;
                number: string;
                /** @enum {string} */
                type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
              } | null;
              trailer: {
                id: number;
                number: string;
                /** @enum {string} */
                type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
              } | null;
              driver: {
                id: number;
                first_name: string;
                last_name: string;
                phone: string | null;
              } | null;
              company: number;
              current_pos_latitude: number | null;
              current_pos_longitude: number | null;
              current_pos_accuracy?: number | null;
              current_pos_at?: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listTrailers: {
    parameters: {
      query?: {
        page?: number;
        number?: string;
        company_vies?: string;
        is_not_attached?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              number: string;
              /** @enum {string} */
              type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
              /** @enum {string} */
              status: 'available' | 'unavailable';
              attached_vehicle: {
                id: number;
                number: string;
                /** @enum {string} */
                type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
              } | null;
              trailer: {
                id: number;
                number: string;
                /** @enum {string} */
                type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
              } | null;
              driver: {
                id: number;
                first_name: string;
                last_name: string;
                phone: string | null;
              } | null;
              company: number;
              current_pos_latitude: number | null;
              current_pos_longitude: number | null;
              current_pos_accuracy?: number | null;
              current_pos_at?: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getVehicle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            number: string;
            /** @enum {string} */
            type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
            /** @enum {string} */
            status: 'available' | 'unavailable';
            attached_vehicle: {
              id: number;
              number: string;
              /** @enum {string} */
              type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
            } | null;
            trailer: {
              id: number;
              number: string;
              /** @enum {string} */
              type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
            } | null;
            driver: {
              id: number;
              first_name: string;
              last_name: string;
              phone: string | null;
            } | null;
            company: number;
            current_pos_latitude: number | null;
            current_pos_longitude: number | null;
            current_pos_accuracy?: number | null;
            current_pos_at?: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteVehicle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateVehicle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          number?: string;
          /** @enum {string} */
          type?: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
          driver?: number | null;
          attached_vehicle?: number | null;
          /** @enum {string} */
          status?: 'available' | 'unavailable';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            number: string;
            /** @enum {string} */
            type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
            /** @enum {string} */
            status: 'available' | 'unavailable';
            attached_vehicle: {
              id: number;
              number: string;
              /** @enum {string} */
              type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
            } | null;
            trailer: {
              id: number;
              number: string;
              /** @enum {string} */
              type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
            } | null;
            driver: {
              id: number;
              first_name: string;
              last_name: string;
              phone: string | null;
            } | null;
            company: number;
            current_pos_latitude: number | null;
            current_pos_longitude: number | null;
            current_pos_accuracy?: number | null;
            current_pos_at?: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listMyDrivers: {
    parameters: {
      query?: {
        page?: number;
        search?: string;
        vehicle_number?: string;
        vehicle_name?: string;
        has_no_vehicle?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              user: {
                first_name: string;
                last_name: string;
                phone: string | null;
              };
              client: number | null;
              vehicle: {
                id: number;
                number: string;
                attached_vehicle: {
                  id: number;
                  number: string;
                  /** @enum {string} */
                  type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
                } | null;
              } | null;
              /** @enum {string} */
              is_available: 'available' | 'unavailable';
              current_pos_latitude: number | null;
              current_pos_longitude: number | null;
              current_pos_accuracy?: number | null;
              current_pos_at?: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getMyDriver: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: {
              first_name: string;
              last_name: string;
              phone: string | null;
            };
            client: number | null;
            vehicle: {
              id: number;
              number: string;
              attached_vehicle: {
                id: number;
                number: string;
                /** @enum {string} */
                type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
              } | null;
            } | null;
            /** @enum {string} */
            is_available: 'available' | 'unavailable';
            current_pos_latitude: number | null;
            current_pos_longitude: number | null;
            current_pos_accuracy?: number | null;
            current_pos_at?: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listDrivers: {
    parameters: {
      query?: {
        page?: number;
        search?: string;
        company_vies?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              user: {
                first_name: string;
                last_name: string;
                phone: string | null;
              };
              client: number | null;
              vehicle: {
                id: number;
                number: string;
                attached_vehicle: {
                  id: number;
                  number: string;
                  /** @enum {string} */
                  type: 'tractor_unit' | 'semitrailer' | 'solo_truck' | 'trailer' | 'van';
                } | null;
              } | null;
              /** @enum {string} */
              is_available: 'available' | 'unavailable';
              current_pos_latitude: number | null;
              current_pos_longitude: number | null;
              current_pos_accuracy?: number | null;
              current_pos_at?: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  sharePosition: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          latitude: number;
          longitude: number;
          accuracy?: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            latitude: number;
            longitude: number;
            accuracy: number | null;
            at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listMyEmployees: {
    parameters: {
      query?: {
        page?: number;
        user_role?: 'Admin' | 'Dyspozytor' | 'Magazynier' | 'Kierowca';
        first_name?: string;
        last_name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              user: {
                id: number;
                first_name: string;
                last_name: string;
                email: string | null;
                phone: string | null;
                /** @enum {string} */
                role: 'Admin' | 'Dyspozytor' | 'Magazynier' | 'Kierowca';
                is_active: boolean;
              };
              company: number;
              /** @enum {string} */
              ownership: 'primary' | 'secondary';
              actions?: {
                edit: boolean;
                change_role: boolean;
                block: boolean;
                delete: boolean;
                reset_pin: boolean;
              };
              refusals?: {
                edit?: string;
                change_role?: string;
                block?: string;
                delete?: string;
                reset_pin?: string;
              };
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getMyEmployee: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: {
              id: number;
              first_name: string;
              last_name: string;
              email: string | null;
              phone: string | null;
              /** @enum {string} */
              role: 'Admin' | 'Dyspozytor' | 'Magazynier' | 'Kierowca';
              is_active: boolean;
            };
            company: number;
            /** @enum {string} */
            ownership: 'primary' | 'secondary';
            actions?: {
              edit: boolean;
              change_role: boolean;
              block: boolean;
              delete: boolean;
              reset_pin: boolean;
            };
            refusals?: {
              edit?: string;
              change_role?: string;
              block?: string;
              delete?: string;
              reset_pin?: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listEmployees: {
    parameters: {
      query?: {
        page?: number;
        name?: string;
        company_vies?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              first_name: string;
              last_name: string;
              phone: string | null;
              /** @enum {string} */
              role: 'Admin' | 'Dyspozytor' | 'Magazynier' | 'Kierowca';
              company: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createEmployee: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user: {
            first_name: string;
            last_name: string;
            phone?: string;
            /** @default  */
            email?: string;
            /**
             * @default Magazynier
             * @enum {string}
             */
            role?: 'Admin' | 'Dyspozytor' | 'Magazynier' | 'Kierowca';
            inspecto_linking_token?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: {
              id: number;
              first_name: string;
              last_name: string;
              email: string | null;
              phone: string | null;
              /** @enum {string} */
              role: 'Admin' | 'Dyspozytor' | 'Magazynier' | 'Kierowca';
              is_active: boolean;
            };
            company: number;
            /** @enum {string} */
            ownership: 'primary' | 'secondary';
            actions?: {
              edit: boolean;
              change_role: boolean;
              block: boolean;
              delete: boolean;
              reset_pin: boolean;
            };
            refusals?: {
              edit?: string;
              change_role?: string;
              block?: string;
              delete?: string;
              reset_pin?: string;
            };
            /** @enum {string} */
            activation_channel: 'email' | 'sms';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  countGeneratedDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        month: number;
        year: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            price_per_document: number;
            count: number;
            price_files: number;
            price_sms_eu: number;
            price_sms_non_eu: number;
            price_sms_uk: number;
            sms_eu: number;
            sms_non_eu: number;
            sms_uk: number;
            price_net: number;
            price_gross: number;
            month: number;
            year: number;
            /** @enum {string} */
            currency: 'PLN';
            files: number;
            price_documents: number;
            price_per_file: number;
            price_per_sms_eu: number;
            price_per_sms_non_eu: number;
            price_per_sms_uk: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listTransits: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        cursor?: string;
        client_id?: number;
        client_name?: string;
        employee_id?: number;
        created_at?: string | null;
        loading_date?: string | null;
        unloading_date?: string | null;
        transit_number?: string;
        transit_type?: '' | 'send' | 'generated';
        transit_status?: '' | 'pending' | 'running' | 'finished';
        loading_place?: string;
        unloading_place?: string;
        vehicle_number?: string;
        vies?: string;
        driver_full_name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            next_cursor: string | null;
            previous_cursor: string | null;
            results: {
              id: number;
              transit_number: string;
              /** @enum {string} */
              status: 'pending' | 'running' | 'finished';
              /** @enum {string} */
              type: 'send' | 'generated';
              loading_date: string | null;
              unloading_date: string | null;
              loading_time: string | null;
              unloading_time: string | null;
              sender_client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              } | null;
              sender_employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              sender_location: {
                id: number;
                place: string;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                additional_data: string;
                client: number | null;
                latitude: number | null;
                longitude: number | null;
              }[];
              receivers: {
                id: number;
                client: {
                  id: number;
                  name: string;
                  vies: string | null;
                  address: string;
                  zip_code: string;
                  town: string;
                  country: string;
                  phone: string;
                  pesel: string;
                  is_online: boolean;
                };
                employee: {
                  id: number;
                  user: {
                    first_name: string;
                    last_name: string;
                    phone: string | null;
                  };
                } | null;
                cargo: {
                  id: number;
                  name: string;
                  quantity: number | null;
                  other: {
                    capacity: number | null;
                    method_of_packaging: string;
                    weight_gross_kg: number | null;
                    origin_country: string;
                    destination_country: string;
                    statistical_number: string;
                    marks: string;
                  };
                }[];
                destiny_places: {
                  id: number;
                  place: string;
                  address: string;
                  zip_code: string;
                  town: string;
                  country: string;
                  additional_data: string;
                  client: number | null;
                  latitude: number | null;
                  longitude: number | null;
                }[];
              }[];
              carrier: {
                id: number;
                client: {
                  id: number;
                  name: string;
                  vies: string | null;
                  address: string;
                  zip_code: string;
                  town: string;
                  country: string;
                  phone: string;
                  pesel: string;
                  is_online: boolean;
                };
                employee: {
                  id: number;
                  user: {
                    first_name: string;
                    last_name: string;
                    phone: string | null;
                  };
                } | null;
                driver: {
                  id: number;
                  user: {
                    first_name: string;
                    last_name: string;
                    phone: string | null;
                  };
                } | null;
                driver_not_from_system: string | null;
                is_forwarder: boolean;
                vehicle: {
                  id: number;
                  number: string;
                  type: string;
                } | null;
                vehicle_not_from_system: string | null;
                semitrailer: {
                  id: number;
                  number: string;
                  type: string;
                } | null;
                semitrailer_not_from_system: string | null;
              }[];
              sender_instruction: string;
              special_agreements: string;
              created_at: string;
              has_signed_documents: boolean;
              remarks: string;
              can_send_alert: boolean;
              document: {
                id: number;
                name: string;
                type: number;
                is_main_document: boolean;
                parent_document_is_main_document: boolean;
                signed_by: {
                  signed_by_type: string;
                  receiver_id: number | null;
                }[];
              }[];
              actions: {
                view: boolean;
                edit: boolean;
                edit_carriers: boolean;
                finish: boolean;
                delete: boolean;
                duplicate: boolean;
                alert: boolean;
                share: boolean;
                generate: boolean;
                upload: boolean;
                sign: boolean;
                efti_access_log: boolean;
                efti_inspect: boolean;
              };
              refusals?: {
                view?: string;
                edit?: string;
                edit_carriers?: string;
                finish?: string;
                delete?: string;
                duplicate?: string;
                alert?: string;
                share?: string;
                generate?: string;
                upload?: string;
                sign?: string;
                efti_access_log?: string;
                efti_inspect?: string;
              };
              version?: string;
              efti?: {
                dataset_id: string;
                /** @enum {string} */
                status: 'draft' | 'active' | 'closed';
                missing: {
                  field: string;
                  element: string;
                  subsets: (
                    | 'EU01'
                    | 'EU02'
                    | 'EU03'
                    | 'EU05a'
                    | 'EU05b'
                    | 'EU05c'
                    | 'EU06'
                    | 'PL01a'
                    | 'PL01b'
                    | 'PL01c'
                    | 'PL02'
                    | 'PL03'
                    | 'PL04a'
                    | 'PL04b'
                    | 'PL04c'
                    | 'PL06'
                  )[];
                }[];
              };
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createTransit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the create safe to retry: the same key with the same body within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without creating anything; with another body 422, while the first request still runs 409, a key used by another company or caller 400. A unique value per action, such as a UUID; at most 255 characters. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          loading_date?: string | null;
          unloading_date?: string | null;
          loading_time?: string | null;
          unloading_time?: string | null;
          sender_client?: number | null;
          sender_employee?: number | null;
          sender_location?: {
            id?: number | null;
            place?: string;
            address?: string;
            zip_code?: string;
            town?: string;
            country?: string;
            additional_data?: string;
            client?: number | null;
            latitude?: (string | number) | null;
            longitude?: (string | number) | null;
          }[];
          receivers?: {
            id?: number | null;
            client?: number | null;
            employee?: number | null;
            cargo?: {
              id?: number | null;
              name?: string;
              quantity?: number | null;
              other?: {
                capacity?: number | null;
                method_of_packaging?: string;
                weight_gross_kg?: number | null;
                origin_country?: string;
                destination_country?: string;
                statistical_number?: string;
                marks?: string;
              };
            }[];
            destiny_places?: {
              id?: number | null;
              place?: string;
              address?: string;
              zip_code?: string;
              town?: string;
              country?: string;
              additional_data?: string;
              client?: number | null;
              latitude?: (string | number) | null;
              longitude?: (string | number) | null;
            }[];
          }[];
          carrier?: {
            id?: number | null;
            client?: number | null;
            employee?: number | null;
            driver?: number | null;
            driver_not_from_system?: string | null;
            is_forwarder?: boolean;
            vehicle?: number | null;
            vehicle_not_from_system?: string | null;
            semitrailer?: number | null;
            semitrailer_not_from_system?: string | null;
          }[];
          sender_instruction?: string;
          special_agreements?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            transit_number: string;
            /** @enum {string} */
            status: 'pending' | 'running' | 'finished';
            /** @enum {string} */
            type: 'send' | 'generated';
            loading_date: string | null;
            unloading_date: string | null;
            loading_time: string | null;
            unloading_time: string | null;
            sender_client: {
              id: number;
              name: string;
              vies: string | null;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              phone: string;
              pesel: string;
              is_online: boolean;
            } | null;
            sender_employee: {
              id: number;
              user: {
                first_name: string;
                last_name: string;
                phone: string | null;
              };
            } | null;
            sender_location: {
              id: number;
              place: string;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              additional_data: string;
              client: number | null;
              latitude: number | null;
              longitude: number | null;
            }[];
            receivers: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              cargo: {
                id: number;
                name: string;
                quantity: number | null;
                other: {
                  capacity: number | null;
                  method_of_packaging: string;
                  weight_gross_kg: number | null;
                  origin_country: string;
                  destination_country: string;
                  statistical_number: string;
                  marks: string;
                };
              }[];
              destiny_places: {
                id: number;
                place: string;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                additional_data: string;
                client: number | null;
                latitude: number | null;
                longitude: number | null;
              }[];
            }[];
            carrier: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver_not_from_system: string | null;
              is_forwarder: boolean;
              vehicle: {
                id: number;
                number: string;
                type: string;
              } | null;
              vehicle_not_from_system: string | null;
              semitrailer: {
                id: number;
                number: string;
                type: string;
              } | null;
              semitrailer_not_from_system: string | null;
            }[];
            sender_instruction: string;
            special_agreements: string;
            created_at: string;
            has_signed_documents: boolean;
            remarks: string;
            can_send_alert: boolean;
            document: {
              id: number;
              name: string;
              type: number;
              is_main_document: boolean;
              parent_document_is_main_document: boolean;
              signed_by: {
                signed_by_type: string;
                receiver_id: number | null;
              }[];
            }[];
            actions: {
              view: boolean;
              edit: boolean;
              edit_carriers: boolean;
              finish: boolean;
              delete: boolean;
              duplicate: boolean;
              alert: boolean;
              share: boolean;
              generate: boolean;
              upload: boolean;
              sign: boolean;
              efti_access_log: boolean;
              efti_inspect: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              edit_carriers?: string;
              finish?: string;
              delete?: string;
              duplicate?: string;
              alert?: string;
              share?: string;
              generate?: string;
              upload?: string;
              sign?: string;
              efti_access_log?: string;
              efti_inspect?: string;
            };
            version?: string;
            efti?: {
              dataset_id: string;
              /** @enum {string} */
              status: 'draft' | 'active' | 'closed';
              missing: {
                field: string;
                element: string;
                subsets: (
                  | 'EU01'
                  | 'EU02'
                  | 'EU03'
                  | 'EU05a'
                  | 'EU05b'
                  | 'EU05c'
                  | 'EU06'
                  | 'PL01a'
                  | 'PL01b'
                  | 'PL01c'
                  | 'PL02'
                  | 'PL03'
                  | 'PL04a'
                  | 'PL04b'
                  | 'PL04c'
                  | 'PL06'
                )[];
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getTransit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            transit_number: string;
            /** @enum {string} */
            status: 'pending' | 'running' | 'finished';
            /** @enum {string} */
            type: 'send' | 'generated';
            loading_date: string | null;
            unloading_date: string | null;
            loading_time: string | null;
            unloading_time: string | null;
            sender_client: {
              id: number;
              name: string;
              vies: string | null;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              phone: string;
              pesel: string;
              is_online: boolean;
            } | null;
            sender_employee: {
              id: number;
              user: {
                first_name: string;
                last_name: string;
                phone: string | null;
              };
            } | null;
            sender_location: {
              id: number;
              place: string;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              additional_data: string;
              client: number | null;
              latitude: number | null;
              longitude: number | null;
            }[];
            receivers: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              cargo: {
                id: number;
                name: string;
                quantity: number | null;
                other: {
                  capacity: number | null;
                  method_of_packaging: string;
                  weight_gross_kg: number | null;
                  origin_country: string;
                  destination_country: string;
                  statistical_number: string;
                  marks: string;
                };
              }[];
              destiny_places: {
                id: number;
                place: string;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                additional_data: string;
                client: number | null;
                latitude: number | null;
                longitude: number | null;
              }[];
            }[];
            carrier: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver_not_from_system: string | null;
              is_forwarder: boolean;
              vehicle: {
                id: number;
                number: string;
                type: string;
              } | null;
              vehicle_not_from_system: string | null;
              semitrailer: {
                id: number;
                number: string;
                type: string;
              } | null;
              semitrailer_not_from_system: string | null;
            }[];
            sender_instruction: string;
            special_agreements: string;
            created_at: string;
            has_signed_documents: boolean;
            remarks: string;
            can_send_alert: boolean;
            document: {
              id: number;
              name: string;
              type: number;
              is_main_document: boolean;
              parent_document_is_main_document: boolean;
              signed_by: {
                signed_by_type: string;
                receiver_id: number | null;
              }[];
            }[];
            actions: {
              view: boolean;
              edit: boolean;
              edit_carriers: boolean;
              finish: boolean;
              delete: boolean;
              duplicate: boolean;
              alert: boolean;
              share: boolean;
              generate: boolean;
              upload: boolean;
              sign: boolean;
              efti_access_log: boolean;
              efti_inspect: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              edit_carriers?: string;
              finish?: string;
              delete?: string;
              duplicate?: string;
              alert?: string;
              share?: string;
              generate?: string;
              upload?: string;
              sign?: string;
              efti_access_log?: string;
              efti_inspect?: string;
            };
            version?: string;
            efti?: {
              dataset_id: string;
              /** @enum {string} */
              status: 'draft' | 'active' | 'closed';
              missing: {
                field: string;
                element: string;
                subsets: (
                  | 'EU01'
                  | 'EU02'
                  | 'EU03'
                  | 'EU05a'
                  | 'EU05b'
                  | 'EU05c'
                  | 'EU06'
                  | 'PL01a'
                  | 'PL01b'
                  | 'PL01c'
                  | 'PL02'
                  | 'PL03'
                  | 'PL04a'
                  | 'PL04b'
                  | 'PL04c'
                  | 'PL06'
                )[];
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteTransit: {
    parameters: {
      query?: {
        version?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateTransit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          loading_date?: string | null;
          unloading_date?: string | null;
          loading_time?: string | null;
          unloading_time?: string | null;
          sender_client?: number | null;
          sender_employee?: number | null;
          sender_location?: {
            id?: number | null;
            place?: string;
            address?: string;
            zip_code?: string;
            town?: string;
            country?: string;
            additional_data?: string;
            client?: number | null;
            latitude?: (string | number) | null;
            longitude?: (string | number) | null;
          }[];
          receivers?: {
            id?: number | null;
            client?: number | null;
            employee?: number | null;
            cargo?: {
              id?: number | null;
              name?: string;
              quantity?: number | null;
              other?: {
                capacity?: number | null;
                method_of_packaging?: string;
                weight_gross_kg?: number | null;
                origin_country?: string;
                destination_country?: string;
                statistical_number?: string;
                marks?: string;
              };
            }[];
            destiny_places?: {
              id?: number | null;
              place?: string;
              address?: string;
              zip_code?: string;
              town?: string;
              country?: string;
              additional_data?: string;
              client?: number | null;
              latitude?: (string | number) | null;
              longitude?: (string | number) | null;
            }[];
          }[];
          carrier?: {
            id?: number | null;
            client?: number | null;
            employee?: number | null;
            driver?: number | null;
            driver_not_from_system?: string | null;
            is_forwarder?: boolean;
            vehicle?: number | null;
            vehicle_not_from_system?: string | null;
            semitrailer?: number | null;
            semitrailer_not_from_system?: string | null;
          }[];
          sender_instruction?: string;
          special_agreements?: string;
          version?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            transit_number: string;
            /** @enum {string} */
            status: 'pending' | 'running' | 'finished';
            /** @enum {string} */
            type: 'send' | 'generated';
            loading_date: string | null;
            unloading_date: string | null;
            loading_time: string | null;
            unloading_time: string | null;
            sender_client: {
              id: number;
              name: string;
              vies: string | null;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              phone: string;
              pesel: string;
              is_online: boolean;
            } | null;
            sender_employee: {
              id: number;
              user: {
                first_name: string;
                last_name: string;
                phone: string | null;
              };
            } | null;
            sender_location: {
              id: number;
              place: string;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              additional_data: string;
              client: number | null;
              latitude: number | null;
              longitude: number | null;
            }[];
            receivers: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              cargo: {
                id: number;
                name: string;
                quantity: number | null;
                other: {
                  capacity: number | null;
                  method_of_packaging: string;
                  weight_gross_kg: number | null;
                  origin_country: string;
                  destination_country: string;
                  statistical_number: string;
                  marks: string;
                };
              }[];
              destiny_places: {
                id: number;
                place: string;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                additional_data: string;
                client: number | null;
                latitude: number | null;
                longitude: number | null;
              }[];
            }[];
            carrier: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver_not_from_system: string | null;
              is_forwarder: boolean;
              vehicle: {
                id: number;
                number: string;
                type: string;
              } | null;
              vehicle_not_from_system: string | null;
              semitrailer: {
                id: number;
                number: string;
                type: string;
              } | null;
              semitrailer_not_from_system: string | null;
            }[];
            sender_instruction: string;
            special_agreements: string;
            created_at: string;
            has_signed_documents: boolean;
            remarks: string;
            can_send_alert: boolean;
            document: {
              id: number;
              name: string;
              type: number;
              is_main_document: boolean;
              parent_document_is_main_document: boolean;
              signed_by: {
                signed_by_type: string;
                receiver_id: number | null;
              }[];
            }[];
            actions: {
              view: boolean;
              edit: boolean;
              edit_carriers: boolean;
              finish: boolean;
              delete: boolean;
              duplicate: boolean;
              alert: boolean;
              share: boolean;
              generate: boolean;
              upload: boolean;
              sign: boolean;
              efti_access_log: boolean;
              efti_inspect: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              edit_carriers?: string;
              finish?: string;
              delete?: string;
              duplicate?: string;
              alert?: string;
              share?: string;
              generate?: string;
              upload?: string;
              sign?: string;
              efti_access_log?: string;
              efti_inspect?: string;
            };
            version?: string;
            efti?: {
              dataset_id: string;
              /** @enum {string} */
              status: 'draft' | 'active' | 'closed';
              missing: {
                field: string;
                element: string;
                subsets: (
                  | 'EU01'
                  | 'EU02'
                  | 'EU03'
                  | 'EU05a'
                  | 'EU05b'
                  | 'EU05c'
                  | 'EU06'
                  | 'PL01a'
                  | 'PL01b'
                  | 'PL01c'
                  | 'PL02'
                  | 'PL03'
                  | 'PL04a'
                  | 'PL04b'
                  | 'PL04c'
                  | 'PL06'
                )[];
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  finishTransit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'finished';
          version?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            transit_number: string;
            /** @enum {string} */
            status: 'pending' | 'running' | 'finished';
            /** @enum {string} */
            type: 'send' | 'generated';
            loading_date: string | null;
            unloading_date: string | null;
            loading_time: string | null;
            unloading_time: string | null;
            sender_client: {
              id: number;
              name: string;
              vies: string | null;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              phone: string;
              pesel: string;
              is_online: boolean;
            } | null;
            sender_employee: {
              id: number;
              user: {
                first_name: string;
                last_name: string;
                phone: string | null;
              };
            } | null;
            sender_location: {
              id: number;
              place: string;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              additional_data: string;
              client: number | null;
              latitude: number | null;
              longitude: number | null;
            }[];
            receivers: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              cargo: {
                id: number;
                name: string;
                quantity: number | null;
                other: {
                  capacity: number | null;
                  method_of_packaging: string;
                  weight_gross_kg: number | null;
                  origin_country: string;
                  destination_country: string;
                  statistical_number: string;
                  marks: string;
                };
              }[];
              destiny_places: {
                id: number;
                place: string;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                additional_data: string;
                client: number | null;
                latitude: number | null;
                longitude: number | null;
              }[];
            }[];
            carrier: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver_not_from_system: string | null;
              is_forwarder: boolean;
              vehicle: {
                id: number;
                number: string;
                type: string;
              } | null;
              vehicle_not_from_system: string | null;
              semitrailer: {
                id: number;
                number: string;
                type: string;
              } | null;
              semitrailer_not_from_system: string | null;
            }[];
            sender_instruction: string;
            special_agreements: string;
            created_at: string;
            has_signed_documents: boolean;
            remarks: string;
            can_send_alert: boolean;
            document: {
              id: number;
              name: string;
              type: number;
              is_main_document: boolean;
              parent_document_is_main_document: boolean;
              signed_by: {
                signed_by_type: string;
                receiver_id: number | null;
              }[];
            }[];
            actions: {
              view: boolean;
              edit: boolean;
              edit_carriers: boolean;
              finish: boolean;
              delete: boolean;
              duplicate: boolean;
              alert: boolean;
              share: boolean;
              generate: boolean;
              upload: boolean;
              sign: boolean;
              efti_access_log: boolean;
              efti_inspect: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              edit_carriers?: string;
              finish?: string;
              delete?: string;
              duplicate?: string;
              alert?: string;
              share?: string;
              generate?: string;
              upload?: string;
              sign?: string;
              efti_access_log?: string;
              efti_inspect?: string;
            };
            version?: string;
            efti?: {
              dataset_id: string;
              /** @enum {string} */
              status: 'draft' | 'active' | 'closed';
              missing: {
                field: string;
                element: string;
                subsets: (
                  | 'EU01'
                  | 'EU02'
                  | 'EU03'
                  | 'EU05a'
                  | 'EU05b'
                  | 'EU05c'
                  | 'EU06'
                  | 'PL01a'
                  | 'PL01b'
                  | 'PL01c'
                  | 'PL02'
                  | 'PL03'
                  | 'PL04a'
                  | 'PL04b'
                  | 'PL04c'
                  | 'PL06'
                )[];
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listAlertTypes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        transitId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            default: boolean;
          }[];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  sendAlert: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
          transit_id: number;
          company_name?: string;
          first_name?: string;
          last_name?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            transit_id: number;
            message: string;
            default: boolean;
            company_name: string;
            first_name: string;
            last_name: string;
            created_at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  readCsvMetadata: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            columns: string[];
            example_rows: string[][];
            mapping_options: {
              /** @enum {string} */
              key:
                | 'loading_date'
                | 'loading_time'
                | 'unloading_date'
                | 'unloading_time'
                | 'sender_name'
                | 'sender_nip'
                | 'sender_address'
                | 'sender_zip_code'
                | 'sender_town'
                | 'sender_country'
                | 'sender_phone'
                | 'sender_email'
                | 'loading_address'
                | 'loading_zip_code'
                | 'loading_town'
                | 'loading_country'
                | 'loading_latitude'
                | 'loading_longitude'
                | 'receiver_name'
                | 'receiver_nip'
                | 'receiver_address'
                | 'receiver_zip_code'
                | 'receiver_town'
                | 'receiver_country'
                | 'receiver_phone'
                | 'receiver_email'
                | 'unloading_address'
                | 'unloading_zip_code'
                | 'unloading_town'
                | 'unloading_country'
                | 'unloading_latitude'
                | 'unloading_longitude'
                | 'cargo_name'
                | 'cargo_quantity'
                | 'cargo_weight_kg'
                | 'cargo_packaging'
                | 'cargo_marks'
                | 'carrier_name'
                | 'carrier_nip'
                | 'carrier_address'
                | 'carrier_zip_code'
                | 'carrier_town'
                | 'carrier_country'
                | 'carrier_phone'
                | 'carrier_email'
                | 'driver_name'
                | 'driver_phone'
                | 'vehicle_number'
                | 'semitrailer_number'
                | 'sender_instruction'
                | 'special_agreements';
              required: boolean;
              group: string;
              label: string;
            }[];
            row_count: number;
            /** @enum {string} */
            encoding: 'utf-8' | 'windows-1250';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  importCsv: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the create safe to retry: the same key with the same body within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without creating anything; with another body 422, while the first request still runs 409, a key used by another company or caller 400. A unique value per action, such as a UUID; at most 255 characters. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            added_transits: {
              row: number;
              id: number;
              transit_number: string;
            }[];
            added_clients: {
              id: number;
              name: string;
              vies: string | null;
            }[];
            errors: {
              row: number;
              field: string;
              column: string | null;
              message: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCsvSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            separator: 'comma' | 'semicolon' | 'pipe' | 'hyphen' | 'tab';
            /** @enum {string} */
            encoding?: 'auto' | 'utf-8' | 'windows-1250';
            mapping: {
              [key: string]: string;
            };
            useNipWhenContractorMissing: boolean;
            useMyCompanyWhenCarrierMissing: boolean;
            useMyCompanyWhenReceiverMissing: boolean;
            useMyCompanyWhenSenderMissing: boolean;
            shareTransitToDriversNumber: boolean;
            dateOptions: {
              /** @enum {string} */
              format: 'Ymd' | 'Ydm' | 'mdY' | 'dmY';
              separator: string;
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateCsvSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          separator: 'comma' | 'semicolon' | 'pipe' | 'hyphen' | 'tab';
          /** @enum {string} */
          encoding?: 'auto' | 'utf-8' | 'windows-1250';
          mapping: {
            [key: string]: string;
          };
          useNipWhenContractorMissing: boolean;
          useMyCompanyWhenCarrierMissing: boolean;
          useMyCompanyWhenReceiverMissing: boolean;
          useMyCompanyWhenSenderMissing: boolean;
          shareTransitToDriversNumber: boolean;
          dateOptions: {
            /** @enum {string} */
            format: 'Ymd' | 'Ydm' | 'mdY' | 'dmY';
            separator: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            separator: 'comma' | 'semicolon' | 'pipe' | 'hyphen' | 'tab';
            /** @enum {string} */
            encoding?: 'auto' | 'utf-8' | 'windows-1250';
            mapping: {
              [key: string]: string;
            };
            useNipWhenContractorMissing: boolean;
            useMyCompanyWhenCarrierMissing: boolean;
            useMyCompanyWhenReceiverMissing: boolean;
            useMyCompanyWhenSenderMissing: boolean;
            shareTransitToDriversNumber: boolean;
            dateOptions: {
              /** @enum {string} */
              format: 'Ymd' | 'Ydm' | 'mdY' | 'dmY';
              separator: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  importEcmr: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            transit: {
              id: number;
              transit_number: string;
            };
            document: number;
            created: boolean;
            issuing_platform: string;
            imported_signatures: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getReportSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            columns: {
              /** @enum {string} */
              key:
                | 'row_number'
                | 'sender'
                | 'receiver'
                | 'destination'
                | 'invoice'
                | 'order'
                | 'loading_date'
                | 'sender_stamp'
                | 'sender_sign_date'
                | 'receiver_stamp'
                | 'receiver_sign_date'
                | 'carrier_stamp'
                | 'carrier_sign_date'
                | 'document_number'
                | 'carrier'
                | 'unloading_date'
                | 'document_preview_link'
                | 'attached_documents'
                | 'cargo_type'
                | 'cargo_quantity';
              name: string;
            }[];
            available: (
              | 'row_number'
              | 'sender'
              | 'receiver'
              | 'destination'
              | 'invoice'
              | 'order'
              | 'loading_date'
              | 'sender_stamp'
              | 'sender_sign_date'
              | 'receiver_stamp'
              | 'receiver_sign_date'
              | 'carrier_stamp'
              | 'carrier_sign_date'
              | 'document_number'
              | 'carrier'
              | 'unloading_date'
              | 'document_preview_link'
              | 'attached_documents'
              | 'cargo_type'
              | 'cargo_quantity'
            )[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateReportSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          columns: {
            /** @enum {string} */
            key:
              | 'row_number'
              | 'sender'
              | 'receiver'
              | 'destination'
              | 'invoice'
              | 'order'
              | 'loading_date'
              | 'sender_stamp'
              | 'sender_sign_date'
              | 'receiver_stamp'
              | 'receiver_sign_date'
              | 'carrier_stamp'
              | 'carrier_sign_date'
              | 'document_number'
              | 'carrier'
              | 'unloading_date'
              | 'document_preview_link'
              | 'attached_documents'
              | 'cargo_type'
              | 'cargo_quantity';
            name: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            columns: {
              /** @enum {string} */
              key:
                | 'row_number'
                | 'sender'
                | 'receiver'
                | 'destination'
                | 'invoice'
                | 'order'
                | 'loading_date'
                | 'sender_stamp'
                | 'sender_sign_date'
                | 'receiver_stamp'
                | 'receiver_sign_date'
                | 'carrier_stamp'
                | 'carrier_sign_date'
                | 'document_number'
                | 'carrier'
                | 'unloading_date'
                | 'document_preview_link'
                | 'attached_documents'
                | 'cargo_type'
                | 'cargo_quantity';
              name: string;
            }[];
            available: (
              | 'row_number'
              | 'sender'
              | 'receiver'
              | 'destination'
              | 'invoice'
              | 'order'
              | 'loading_date'
              | 'sender_stamp'
              | 'sender_sign_date'
              | 'receiver_stamp'
              | 'receiver_sign_date'
              | 'carrier_stamp'
              | 'carrier_sign_date'
              | 'document_number'
              | 'carrier'
              | 'unloading_date'
              | 'document_preview_link'
              | 'attached_documents'
              | 'cargo_type'
              | 'cargo_quantity'
            )[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createTransitsReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          start_date: string;
          end_date: string;
          columns?: {
            /** @enum {string} */
            key:
              | 'row_number'
              | 'sender'
              | 'receiver'
              | 'destination'
              | 'invoice'
              | 'order'
              | 'loading_date'
              | 'sender_stamp'
              | 'sender_sign_date'
              | 'receiver_stamp'
              | 'receiver_sign_date'
              | 'carrier_stamp'
              | 'carrier_sign_date'
              | 'document_number'
              | 'carrier'
              | 'unloading_date'
              | 'document_preview_link'
              | 'attached_documents'
              | 'cargo_type'
              | 'cargo_quantity';
            name: string;
          }[];
          row_number?: string;
          sender?: string;
          receiver?: string;
          destination?: string;
          invoice?: string;
          order?: string;
          loading_date?: string;
          sender_stamp?: string;
          sender_sign_date?: string;
          receiver_stamp?: string;
          receiver_sign_date?: string;
          carrier_stamp?: string;
          carrier_sign_date?: string;
          document_number?: string;
          carrier?: string;
          unloading_date?: string;
          document_preview_link?: string;
          attached_documents?: string;
          cargo_type?: string;
          cargo_quantity?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  generateDocumentData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          transit: number;
          type: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            document_data: {
              [key: string]: unknown;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createDocument: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the create safe to retry: the same key with the same body within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without creating anything; with another body 422, while the first request still runs 409, a key used by another company or caller 400. A unique value per action, such as a UUID; at most 255 characters. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              transit: number;
              /** @enum {number} */
              type: 1;
              document_data: {
                sender?: {
                  id?: number | null;
                  name?: string | null;
                  address?: string | null;
                  city?: string | null;
                  postCode?: string | null;
                  country?: [string, string] | null;
                  vies?: string | null;
                  pesel?: string | null;
                  vatGroup?: string | null;
                } | null;
                senderEmployee?: {
                  id?: number | null;
                  user: {
                    first_name?: string | null;
                    last_name?: string | null;
                    phone?: string | null;
                  };
                } | null;
                loading?: {
                  id?: number | null;
                  place?: string | null;
                  address?: string | null;
                  postCode?: string | null;
                  city?: string | null;
                  country?: [string, string] | null;
                  latitude?: (number | string) | null;
                  longitude?: (number | string) | null;
                  client?: number | null;
                  additionalData?: string | null;
                }[];
                receivers?: {
                  id?: number | null;
                  client?: {
                    id?: number | null;
                    name?: string | null;
                    address?: string | null;
                    city?: string | null;
                    postCode?: string | null;
                    country?: [string, string] | null;
                    vies?: string | null;
                    pesel?: string | null;
                    vatGroup?: string | null;
                  } | null;
                  employee?: {
                    id?: number | null;
                    user: {
                      first_name?: string | null;
                      last_name?: string | null;
                      phone?: string | null;
                    };
                  } | null;
                  cargo?: {
                    id?: number | null;
                    marks?: string | null;
                    name?: string | null;
                    quantityDeclared?: number | null;
                    quantityLoaded?: number | null;
                    quantityPickedUp?: number | null;
                    unitOfMeasure?: string | null;
                  }[];
                  destinyPlaces?: {
                    id?: number | null;
                    place?: string | null;
                    address?: string | null;
                    postCode?: string | null;
                    city?: string | null;
                    country?: [string, string] | null;
                    latitude?: (number | string) | null;
                    longitude?: (number | string) | null;
                    client?: number | null;
                    additionalData?: string | null;
                  }[];
                }[];
                carriers?: {
                  id?: number | null;
                  client?: {
                    id?: number | null;
                    name?: string | null;
                    address?: string | null;
                    city?: string | null;
                    postCode?: string | null;
                    country?: [string, string] | null;
                    vies?: string | null;
                    pesel?: string | null;
                    vatGroup?: string | null;
                  } | null;
                  employee?: {
                    id?: number | null;
                    user: {
                      first_name?: string | null;
                      last_name?: string | null;
                      phone?: string | null;
                    };
                  } | null;
                  driver?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            firstName?: string | null;
                            lastName?: string | null;
                          }
                      )
                    | null;
                  driver_not_from_system?: boolean | null;
                  vehicle?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            number?: string | null;
                          }
                      )
                    | null;
                  semitrailer?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            number?: string | null;
                          }
                      )
                    | null;
                  isForwarder?: boolean | null;
                }[];
                documentName?: string | null;
                destiny?: string | null;
                attachedDocuments?: {
                  type?: string | null;
                  id?: string | null;
                }[];
                carrierRemarks?: string | null;
                paymentInstruction?: string | null;
                senderInstruction?: string | null;
                specialAgreements?: string | null;
                paymentCOD?: {
                  value?: number | null;
                  /** @default EUR */
                  currency?: string;
                } | null;
                payments?: {
                  carriage?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  deductions?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  balance?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  supplementCharges?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  misc?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  insurance?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  total?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                } | null;
                /**
                 * @default {
                 *       "code": 3,
                 *       "name": "Transport drogowy"
                 *     }
                 */
                transportMode?: {
                  code: number;
                  name?: string | null;
                };
                dateOfIssue?: string | null;
                loadingDate?: string | null;
                order?: string | null;
                shippingCostOn?: string | null;
                invoiceNumberAndDate?: string | null;
                createdAtClients?: ('sender' | 'receiver') | null;
                createdBeforeAfterLoadingUnloading?: ('before' | 'after') | null;
                date?: string | null;
                time?: string | null;
                place?: string | null;
                waybillNumber?: string | null;
              };
              split_per_receiver?: boolean;
            }
          | {
              transit: number;
              /** @enum {number} */
              type: 2;
              document_data: {
                sender?: {
                  id?: number | null;
                  name?: string | null;
                  address?: string | null;
                  city?: string | null;
                  postCode?: string | null;
                  country?: [string, string] | null;
                  vies?: string | null;
                  pesel?: string | null;
                  vatGroup?: string | null;
                } | null;
                senderEmployee?: {
                  id?: number | null;
                  user: {
                    first_name?: string | null;
                    last_name?: string | null;
                    phone?: string | null;
                  };
                } | null;
                loading?: {
                  id?: number | null;
                  place?: string | null;
                  address?: string | null;
                  postCode?: string | null;
                  city?: string | null;
                  country?: [string, string] | null;
                  latitude?: (number | string) | null;
                  longitude?: (number | string) | null;
                  client?: number | null;
                  additionalData?: string | null;
                }[];
                receivers?: {
                  id?: number | null;
                  client?: {
                    id?: number | null;
                    name?: string | null;
                    address?: string | null;
                    city?: string | null;
                    postCode?: string | null;
                    country?: [string, string] | null;
                    vies?: string | null;
                    pesel?: string | null;
                    vatGroup?: string | null;
                  } | null;
                  employee?: {
                    id?: number | null;
                    user: {
                      first_name?: string | null;
                      last_name?: string | null;
                      phone?: string | null;
                    };
                  } | null;
                  cargo?: {
                    id?: number | null;
                    marks?: string | null;
                    name?: string | null;
                    quantity?: number | null;
                    methodOfPackaging?: string | null;
                    statisticalNumber?: string | null;
                    weight?: number | null;
                    capacity?: number | null;
                    originCountry?: string | null;
                    destinationCountry?: string | null;
                  }[];
                  destinyPlaces?: {
                    id?: number | null;
                    place?: string | null;
                    address?: string | null;
                    postCode?: string | null;
                    city?: string | null;
                    country?: [string, string] | null;
                    latitude?: (number | string) | null;
                    longitude?: (number | string) | null;
                    client?: number | null;
                    additionalData?: string | null;
                  }[];
                }[];
                carriers?: {
                  id?: number | null;
                  client?: {
                    id?: number | null;
                    name?: string | null;
                    address?: string | null;
                    city?: string | null;
                    postCode?: string | null;
                    country?: [string, string] | null;
                    vies?: string | null;
                    pesel?: string | null;
                    vatGroup?: string | null;
                  } | null;
                  employee?: {
                    id?: number | null;
                    user: {
                      first_name?: string | null;
                      last_name?: string | null;
                      phone?: string | null;
                    };
                  } | null;
                  driver?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            firstName?: string | null;
                            lastName?: string | null;
                          }
                      )
                    | null;
                  driver_not_from_system?: boolean | null;
                  vehicle?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            number?: string | null;
                          }
                      )
                    | null;
                  semitrailer?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            number?: string | null;
                          }
                      )
                    | null;
                  isForwarder?: boolean | null;
                }[];
                documentName?: string | null;
                destiny?: string | null;
                attachedDocuments?: {
                  type?: string | null;
                  id?: string | null;
                }[];
                carrierRemarks?: string | null;
                paymentInstruction?: string | null;
                senderInstruction?: string | null;
                specialAgreements?: string | null;
                paymentCOD?: {
                  value?: number | null;
                  /** @default EUR */
                  currency?: string;
                } | null;
                payments?: {
                  carriage?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  deductions?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  balance?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  supplementCharges?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  misc?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  insurance?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  total?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                } | null;
                /**
                 * @default {
                 *       "code": 3,
                 *       "name": "Transport drogowy"
                 *     }
                 */
                transportMode?: {
                  code: number;
                  name?: string | null;
                };
                dateOfIssue?: string | null;
                loadingDate?: string | null;
                order?: string | null;
                shippingCostOn?: string | null;
                invoiceNumberAndDate?: string | null;
                createdAtClients?: ('sender' | 'receiver') | null;
                createdBeforeAfterLoadingUnloading?: ('before' | 'after') | null;
                date?: string | null;
                time?: string | null;
                place?: string | null;
                waybillNumber?: string | null;
              };
              split_per_receiver?: boolean;
            }
          | {
              transit: number;
              /** @enum {number} */
              type: 3;
              document_data: {
                sender?: {
                  id?: number | null;
                  name?: string | null;
                  address?: string | null;
                  city?: string | null;
                  postCode?: string | null;
                  country?: [string, string] | null;
                  vies?: string | null;
                  pesel?: string | null;
                  vatGroup?: string | null;
                } | null;
                senderEmployee?: {
                  id?: number | null;
                  user: {
                    first_name?: string | null;
                    last_name?: string | null;
                    phone?: string | null;
                  };
                } | null;
                loading?: {
                  id?: number | null;
                  place?: string | null;
                  address?: string | null;
                  postCode?: string | null;
                  city?: string | null;
                  country?: [string, string] | null;
                  latitude?: (number | string) | null;
                  longitude?: (number | string) | null;
                  client?: number | null;
                  additionalData?: string | null;
                }[];
                receivers?: {
                  id?: number | null;
                  client?: {
                    id?: number | null;
                    name?: string | null;
                    address?: string | null;
                    city?: string | null;
                    postCode?: string | null;
                    country?: [string, string] | null;
                    vies?: string | null;
                    pesel?: string | null;
                    vatGroup?: string | null;
                  } | null;
                  employee?: {
                    id?: number | null;
                    user: {
                      first_name?: string | null;
                      last_name?: string | null;
                      phone?: string | null;
                    };
                  } | null;
                  cargo?: {
                    id?: number | null;
                    marks?: string | null;
                    name?: string | null;
                    quantityDeclared?: number | null;
                    quantityLoaded?: number | null;
                    quantityPickedUp?: number | null;
                    unitOfMeasure?: string | null;
                  }[];
                  destinyPlaces?: {
                    id?: number | null;
                    place?: string | null;
                    address?: string | null;
                    postCode?: string | null;
                    city?: string | null;
                    country?: [string, string] | null;
                    latitude?: (number | string) | null;
                    longitude?: (number | string) | null;
                    client?: number | null;
                    additionalData?: string | null;
                  }[];
                }[];
                carriers?: {
                  id?: number | null;
                  client?: {
                    id?: number | null;
                    name?: string | null;
                    address?: string | null;
                    city?: string | null;
                    postCode?: string | null;
                    country?: [string, string] | null;
                    vies?: string | null;
                    pesel?: string | null;
                    vatGroup?: string | null;
                  } | null;
                  employee?: {
                    id?: number | null;
                    user: {
                      first_name?: string | null;
                      last_name?: string | null;
                      phone?: string | null;
                    };
                  } | null;
                  driver?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            firstName?: string | null;
                            lastName?: string | null;
                          }
                      )
                    | null;
                  driver_not_from_system?: boolean | null;
                  vehicle?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            number?: string | null;
                          }
                      )
                    | null;
                  semitrailer?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            number?: string | null;
                          }
                      )
                    | null;
                  isForwarder?: boolean | null;
                }[];
                documentName?: string | null;
                destiny?: string | null;
                attachedDocuments?: {
                  type?: string | null;
                  id?: string | null;
                }[];
                carrierRemarks?: string | null;
                paymentInstruction?: string | null;
                senderInstruction?: string | null;
                specialAgreements?: string | null;
                paymentCOD?: {
                  value?: number | null;
                  /** @default EUR */
                  currency?: string;
                } | null;
                payments?: {
                  carriage?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  deductions?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  balance?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  supplementCharges?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  misc?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  insurance?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  total?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                } | null;
                /**
                 * @default {
                 *       "code": 3,
                 *       "name": "Transport drogowy"
                 *     }
                 */
                transportMode?: {
                  code: number;
                  name?: string | null;
                };
                dateOfIssue?: string | null;
                loadingDate?: string | null;
                order?: string | null;
                shippingCostOn?: string | null;
                invoiceNumberAndDate?: string | null;
                createdAtClients?: ('sender' | 'receiver') | null;
                createdBeforeAfterLoadingUnloading?: ('before' | 'after') | null;
                date?: string | null;
                time?: string | null;
                place?: string | null;
                waybillNumber?: string | null;
                collectivePackagingAndDamageCause?: string | null;
                damagedCargos?: {
                  name?: string | null;
                  quantity?: number | null;
                  actualQuantity?: number | null;
                  damagedQuantity?: number | null;
                  remarks?: string | null;
                }[];
              };
              split_per_receiver?: boolean;
            }
          | {
              transit: number;
              /** @enum {number} */
              type: 4;
              document_data: {
                sender?: {
                  id?: number | null;
                  name?: string | null;
                  address?: string | null;
                  city?: string | null;
                  postCode?: string | null;
                  country?: [string, string] | null;
                  vies?: string | null;
                  pesel?: string | null;
                  vatGroup?: string | null;
                } | null;
                senderEmployee?: {
                  id?: number | null;
                  user: {
                    first_name?: string | null;
                    last_name?: string | null;
                    phone?: string | null;
                  };
                } | null;
                loading?: {
                  id?: number | null;
                  place?: string | null;
                  address?: string | null;
                  postCode?: string | null;
                  city?: string | null;
                  country?: [string, string] | null;
                  latitude?: (number | string) | null;
                  longitude?: (number | string) | null;
                  client?: number | null;
                  additionalData?: string | null;
                }[];
                receivers?: {
                  id?: number | null;
                  client?: {
                    id?: number | null;
                    name?: string | null;
                    address?: string | null;
                    city?: string | null;
                    postCode?: string | null;
                    country?: [string, string] | null;
                    vies?: string | null;
                    pesel?: string | null;
                    vatGroup?: string | null;
                  } | null;
                  employee?: {
                    id?: number | null;
                    user: {
                      first_name?: string | null;
                      last_name?: string | null;
                      phone?: string | null;
                    };
                  } | null;
                  cargo?: {
                    id?: number | null;
                    marks?: string | null;
                    name?: string | null;
                    quantity?: number | null;
                    methodOfPackaging?: string | null;
                    statisticalNumber?: string | null;
                    weight?: number | null;
                    capacity?: number | null;
                    originCountry?: string | null;
                    destinationCountry?: string | null;
                  }[];
                  destinyPlaces?: {
                    id?: number | null;
                    place?: string | null;
                    address?: string | null;
                    postCode?: string | null;
                    city?: string | null;
                    country?: [string, string] | null;
                    latitude?: (number | string) | null;
                    longitude?: (number | string) | null;
                    client?: number | null;
                    additionalData?: string | null;
                  }[];
                }[];
                carriers?: {
                  id?: number | null;
                  client?: {
                    id?: number | null;
                    name?: string | null;
                    address?: string | null;
                    city?: string | null;
                    postCode?: string | null;
                    country?: [string, string] | null;
                    vies?: string | null;
                    pesel?: string | null;
                    vatGroup?: string | null;
                  } | null;
                  employee?: {
                    id?: number | null;
                    user: {
                      first_name?: string | null;
                      last_name?: string | null;
                      phone?: string | null;
                    };
                  } | null;
                  driver?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            firstName?: string | null;
                            lastName?: string | null;
                          }
                      )
                    | null;
                  driver_not_from_system?: boolean | null;
                  vehicle?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            number?: string | null;
                          }
                      )
                    | null;
                  semitrailer?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            number?: string | null;
                          }
                      )
                    | null;
                  isForwarder?: boolean | null;
                }[];
                documentName?: string | null;
                destiny?: string | null;
                attachedDocuments?: {
                  type?: string | null;
                  id?: string | null;
                }[];
                carrierRemarks?: string | null;
                paymentInstruction?: string | null;
                senderInstruction?: string | null;
                specialAgreements?: string | null;
                paymentCOD?: {
                  value?: number | null;
                  /** @default EUR */
                  currency?: string;
                } | null;
                payments?: {
                  carriage?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  deductions?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  balance?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  supplementCharges?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  misc?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  insurance?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  total?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                } | null;
                /**
                 * @default {
                 *       "code": 3,
                 *       "name": "Transport drogowy"
                 *     }
                 */
                transportMode?: {
                  code: number;
                  name?: string | null;
                };
                dateOfIssue?: string | null;
                loadingDate?: string | null;
                order?: string | null;
                shippingCostOn?: string | null;
                invoiceNumberAndDate?: string | null;
                createdAtClients?: ('sender' | 'receiver') | null;
                createdBeforeAfterLoadingUnloading?: ('before' | 'after') | null;
                date?: string | null;
                time?: string | null;
                place?: string | null;
                waybillNumber?: string | null;
              };
              split_per_receiver?: boolean;
            }
          | {
              transit: number;
              /** @enum {number} */
              type: 5;
              document_data: {
                sender?: {
                  id?: number | null;
                  name?: string | null;
                  address?: string | null;
                  city?: string | null;
                  postCode?: string | null;
                  country?: [string, string] | null;
                  vies?: string | null;
                  pesel?: string | null;
                  vatGroup?: string | null;
                } | null;
                senderEmployee?: {
                  id?: number | null;
                  user: {
                    first_name?: string | null;
                    last_name?: string | null;
                    phone?: string | null;
                  };
                } | null;
                loading?: {
                  id?: number | null;
                  place?: string | null;
                  address?: string | null;
                  postCode?: string | null;
                  city?: string | null;
                  country?: [string, string] | null;
                  latitude?: (number | string) | null;
                  longitude?: (number | string) | null;
                  client?: number | null;
                  additionalData?: string | null;
                }[];
                receivers?: {
                  id?: number | null;
                  client?: {
                    id?: number | null;
                    name?: string | null;
                    address?: string | null;
                    city?: string | null;
                    postCode?: string | null;
                    country?: [string, string] | null;
                    vies?: string | null;
                    pesel?: string | null;
                    vatGroup?: string | null;
                  } | null;
                  employee?: {
                    id?: number | null;
                    user: {
                      first_name?: string | null;
                      last_name?: string | null;
                      phone?: string | null;
                    };
                  } | null;
                  cargo?: {
                    id?: number | null;
                    marks?: string | null;
                    name?: string | null;
                    quantity?: number | null;
                    methodOfPackaging?: string | null;
                    statisticalNumber?: string | null;
                    weight?: number | null;
                    capacity?: number | null;
                    originCountry?: string | null;
                    destinationCountry?: string | null;
                  }[];
                  destinyPlaces?: {
                    id?: number | null;
                    place?: string | null;
                    address?: string | null;
                    postCode?: string | null;
                    city?: string | null;
                    country?: [string, string] | null;
                    latitude?: (number | string) | null;
                    longitude?: (number | string) | null;
                    client?: number | null;
                    additionalData?: string | null;
                  }[];
                }[];
                carriers?: {
                  id?: number | null;
                  client?: {
                    id?: number | null;
                    name?: string | null;
                    address?: string | null;
                    city?: string | null;
                    postCode?: string | null;
                    country?: [string, string] | null;
                    vies?: string | null;
                    pesel?: string | null;
                    vatGroup?: string | null;
                  } | null;
                  employee?: {
                    id?: number | null;
                    user: {
                      first_name?: string | null;
                      last_name?: string | null;
                      phone?: string | null;
                    };
                  } | null;
                  driver?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            firstName?: string | null;
                            lastName?: string | null;
                          }
                      )
                    | null;
                  driver_not_from_system?: boolean | null;
                  vehicle?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            number?: string | null;
                          }
                      )
                    | null;
                  semitrailer?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            number?: string | null;
                          }
                      )
                    | null;
                  isForwarder?: boolean | null;
                }[];
                documentName?: string | null;
                destiny?: string | null;
                attachedDocuments?: {
                  type?: string | null;
                  id?: string | null;
                }[];
                carrierRemarks?: string | null;
                paymentInstruction?: string | null;
                senderInstruction?: string | null;
                specialAgreements?: string | null;
                paymentCOD?: {
                  value?: number | null;
                  /** @default EUR */
                  currency?: string;
                } | null;
                payments?: {
                  carriage?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  deductions?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  balance?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  supplementCharges?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  misc?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  insurance?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  total?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                } | null;
                /**
                 * @default {
                 *       "code": 3,
                 *       "name": "Transport drogowy"
                 *     }
                 */
                transportMode?: {
                  code: number;
                  name?: string | null;
                };
                dateOfIssue?: string | null;
                loadingDate?: string | null;
                order?: string | null;
                shippingCostOn?: string | null;
                invoiceNumberAndDate?: string | null;
                createdAtClients?: ('sender' | 'receiver') | null;
                createdBeforeAfterLoadingUnloading?: ('before' | 'after') | null;
                date?: string | null;
                time?: string | null;
                place?: string | null;
                waybillNumber?: string | null;
                palletsTransferWith?: ('sender' | 'receiver') | null;
                transfer?: {
                  euro80120?: {
                    loaded?: number | null;
                    unloaded?: number | null;
                    issued?: number | null;
                    returned?: number | null;
                  };
                  noneuro80120?: {
                    loaded?: number | null;
                    unloaded?: number | null;
                    issued?: number | null;
                    returned?: number | null;
                  };
                  defect80120?: {
                    loaded?: number | null;
                    unloaded?: number | null;
                    issued?: number | null;
                    returned?: number | null;
                  };
                  uk100120?: {
                    loaded?: number | null;
                    unloaded?: number | null;
                    issued?: number | null;
                    returned?: number | null;
                  };
                  chep?: {
                    loaded?: number | null;
                    unloaded?: number | null;
                    issued?: number | null;
                    returned?: number | null;
                  };
                  dhp?: {
                    loaded?: number | null;
                    unloaded?: number | null;
                    issued?: number | null;
                    returned?: number | null;
                  };
                  lpr?: {
                    loaded?: number | null;
                    unloaded?: number | null;
                    issued?: number | null;
                    returned?: number | null;
                  };
                  disposable?: {
                    loaded?: number | null;
                    unloaded?: number | null;
                    issued?: number | null;
                    returned?: number | null;
                  };
                  chepdhp?: {
                    loaded?: number | null;
                    unloaded?: number | null;
                    issued?: number | null;
                    returned?: number | null;
                  };
                  chep14?: {
                    loaded?: number | null;
                    unloaded?: number | null;
                    issued?: number | null;
                    returned?: number | null;
                  };
                  other?: {
                    loaded?: number | null;
                    unloaded?: number | null;
                    issued?: number | null;
                    returned?: number | null;
                  };
                };
              };
              split_per_receiver?: boolean;
            }
          | {
              transit: number;
              /** @enum {number} */
              type: 9;
              document_data: {
                sender?: {
                  id?: number | null;
                  name?: string | null;
                  address?: string | null;
                  city?: string | null;
                  postCode?: string | null;
                  country?: [string, string] | null;
                  vies?: string | null;
                  pesel?: string | null;
                  vatGroup?: string | null;
                } | null;
                senderEmployee?: {
                  id?: number | null;
                  user: {
                    first_name?: string | null;
                    last_name?: string | null;
                    phone?: string | null;
                  };
                } | null;
                loading?: {
                  id?: number | null;
                  place?: string | null;
                  address?: string | null;
                  postCode?: string | null;
                  city?: string | null;
                  country?: [string, string] | null;
                  latitude?: (number | string) | null;
                  longitude?: (number | string) | null;
                  client?: number | null;
                  additionalData?: string | null;
                }[];
                receivers?: {
                  id?: number | null;
                  client?: {
                    id?: number | null;
                    name?: string | null;
                    address?: string | null;
                    city?: string | null;
                    postCode?: string | null;
                    country?: [string, string] | null;
                    vies?: string | null;
                    pesel?: string | null;
                    vatGroup?: string | null;
                  } | null;
                  employee?: {
                    id?: number | null;
                    user: {
                      first_name?: string | null;
                      last_name?: string | null;
                      phone?: string | null;
                    };
                  } | null;
                  cargo?: {
                    id?: number | null;
                    container?: string | null;
                    sealNumber?: string | null;
                    tareWeight?: number | null;
                    carriageWeight?: number | null;
                    code?: string | null;
                  }[];
                  destinyPlaces?: {
                    id?: number | null;
                    place?: string | null;
                    address?: string | null;
                    postCode?: string | null;
                    city?: string | null;
                    country?: [string, string] | null;
                    latitude?: (number | string) | null;
                    longitude?: (number | string) | null;
                    client?: number | null;
                    additionalData?: string | null;
                  }[];
                }[];
                carriers?: {
                  id?: number | null;
                  client?: {
                    id?: number | null;
                    name?: string | null;
                    address?: string | null;
                    city?: string | null;
                    postCode?: string | null;
                    country?: [string, string] | null;
                    vies?: string | null;
                    pesel?: string | null;
                    vatGroup?: string | null;
                  } | null;
                  employee?: {
                    id?: number | null;
                    user: {
                      first_name?: string | null;
                      last_name?: string | null;
                      phone?: string | null;
                    };
                  } | null;
                  driver?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            firstName?: string | null;
                            lastName?: string | null;
                          }
                      )
                    | null;
                  driver_not_from_system?: boolean | null;
                  vehicle?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            number?: string | null;
                          }
                      )
                    | null;
                  semitrailer?:
                    | (
                        | string
                        | {
                            id?: number | null;
                            number?: string | null;
                          }
                      )
                    | null;
                  isForwarder?: boolean | null;
                }[];
                documentName?: string | null;
                destiny?: string | null;
                attachedDocuments?: {
                  type?: string | null;
                  id?: string | null;
                }[];
                carrierRemarks?: string | null;
                paymentInstruction?: string | null;
                senderInstruction?: string | null;
                specialAgreements?: string | null;
                paymentCOD?: {
                  value?: number | null;
                  /** @default EUR */
                  currency?: string;
                } | null;
                payments?: {
                  carriage?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  deductions?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  balance?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  supplementCharges?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  misc?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  insurance?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                  total?: {
                    sender?: number | null;
                    /** @default EUR */
                    senderCurrency?: string;
                    consignee?: number | null;
                    /** @default EUR */
                    consigneeCurrency?: string;
                  };
                } | null;
                /**
                 * @default {
                 *       "code": 3,
                 *       "name": "Transport drogowy"
                 *     }
                 */
                transportMode?: {
                  code: number;
                  name?: string | null;
                };
                dateOfIssue?: string | null;
                loadingDate?: string | null;
                order?: string | null;
                shippingCostOn?: string | null;
                invoiceNumberAndDate?: string | null;
                createdAtClients?: ('sender' | 'receiver') | null;
                createdBeforeAfterLoadingUnloading?: ('before' | 'after') | null;
                date?: string | null;
                time?: string | null;
                place?: string | null;
                waybillNumber?: string | null;
                /** @enum {string} */
                type: 'loading' | 'unloading';
                loadingTime?: string | null;
                unloadingDate?: string | null;
                unloadingTime?: string | null;
                referenceNumber?: string | null;
                issuer?: string | null;
                containerPickupPlace?: string | null;
                containerDisposalPlace?: string | null;
                customsLocation?: string | null;
                arrival?: string | null;
                departure?: string | null;
                disposalTerminalRemarks?: string | null;
                createdAt?: string | null;
              };
              split_per_receiver?: boolean;
            };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            type: number;
            document_data: {
              [key: string]: unknown;
            } | null;
            remarks: {
              id: number;
              /** @enum {string} */
              type: 'pickup' | 'delivery';
              user: string;
              company_name: string;
              timestamp: string;
              captured_at?: string;
              message: string;
              document: number;
              files: {
                id: number;
                photo: string;
              }[];
            }[];
            document: string | null;
            signed_by: {
              id?: number;
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              created_at: string;
              captured_at?: string;
              receiver_id: number | null;
              signature: string | null;
              signature_data: {
                sign_fullname?: string | null;
                sign_pesel?: string | null;
                sign_company_name?: string | null;
                sign_company_address?: string | null;
                sign_company_town?: string | null;
                sign_company_zip_code?: string | null;
                sign_company_post_code?: string | null;
                sign_company_country?: [string, string] | null;
                sign_company_vies?: string | null;
                sign_company_nip?: string | null;
                sign_company_vat_group?: string | null;
                sign_company_pesel?: string | null;
                sign_method?: string | null;
              } | null;
            }[];
            signed_on_issuing_platform?: {
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              receiver_id: number | null;
              signatory: string;
              signed_at: string;
              place: string;
              issuing_platform: string;
            }[];
            parent_document: number | null;
            sub_documents: number[];
            is_main_document: boolean;
            parent_document_is_main_document: boolean;
            receiver: {
              id?: number;
              name: string;
            } | null;
            created_at: string;
            transit: number;
            permissions?: {
              sign: {
                sender: boolean;
                receiver: boolean;
                carriers: {
                  main: boolean;
                };
              };
              remarks: {
                pickup: boolean;
                delivery: boolean;
              };
            };
            actions: {
              view: boolean;
              edit: boolean;
              delete: boolean;
              sign_sender: boolean;
              sign_carrier: boolean;
              sign_receiver: boolean;
              handover_receiver: boolean;
              remark_pickup: boolean;
              remark_delivery: boolean;
              reserve_taking_over: boolean;
              reserve_delivery: boolean;
              answer_taking_over: boolean;
              answer_delivery: boolean;
              download_pdf: boolean;
              download_xml: boolean;
              download_history: boolean;
              propose_correction: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              delete?: string;
              sign_sender?: string;
              sign_carrier?: string;
              sign_receiver?: string;
              handover_receiver?: string;
              remark_pickup?: string;
              remark_delivery?: string;
              reserve_taking_over?: string;
              reserve_delivery?: string;
              answer_taking_over?: string;
              answer_delivery?: string;
              download_pdf?: string;
              download_xml?: string;
              download_history?: string;
              propose_correction?: string;
            };
            signable_receivers: number[];
            version?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            type: number;
            document_data: {
              [key: string]: unknown;
            } | null;
            remarks: {
              id: number;
              /** @enum {string} */
              type: 'pickup' | 'delivery';
              user: string;
              company_name: string;
              timestamp: string;
              captured_at?: string;
              message: string;
              document: number;
              files: {
                id: number;
                photo: string;
              }[];
            }[];
            document: string | null;
            signed_by: {
              id?: number;
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              created_at: string;
              captured_at?: string;
              receiver_id: number | null;
              signature: string | null;
              signature_data: {
                sign_fullname?: string | null;
                sign_pesel?: string | null;
                sign_company_name?: string | null;
                sign_company_address?: string | null;
                sign_company_town?: string | null;
                sign_company_zip_code?: string | null;
                sign_company_post_code?: string | null;
                sign_company_country?: [string, string] | null;
                sign_company_vies?: string | null;
                sign_company_nip?: string | null;
                sign_company_vat_group?: string | null;
                sign_company_pesel?: string | null;
                sign_method?: string | null;
              } | null;
            }[];
            signed_on_issuing_platform?: {
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              receiver_id: number | null;
              signatory: string;
              signed_at: string;
              place: string;
              issuing_platform: string;
            }[];
            parent_document: number | null;
            sub_documents: number[];
            is_main_document: boolean;
            parent_document_is_main_document: boolean;
            receiver: {
              id?: number;
              name: string;
            } | null;
            created_at: string;
            transit: number;
            permissions?: {
              sign: {
                sender: boolean;
                receiver: boolean;
                carriers: {
                  main: boolean;
                };
              };
              remarks: {
                pickup: boolean;
                delivery: boolean;
              };
            };
            actions: {
              view: boolean;
              edit: boolean;
              delete: boolean;
              sign_sender: boolean;
              sign_carrier: boolean;
              sign_receiver: boolean;
              handover_receiver: boolean;
              remark_pickup: boolean;
              remark_delivery: boolean;
              reserve_taking_over: boolean;
              reserve_delivery: boolean;
              answer_taking_over: boolean;
              answer_delivery: boolean;
              download_pdf: boolean;
              download_xml: boolean;
              download_history: boolean;
              propose_correction: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              delete?: string;
              sign_sender?: string;
              sign_carrier?: string;
              sign_receiver?: string;
              handover_receiver?: string;
              remark_pickup?: string;
              remark_delivery?: string;
              reserve_taking_over?: string;
              reserve_delivery?: string;
              answer_taking_over?: string;
              answer_delivery?: string;
              download_pdf?: string;
              download_xml?: string;
              download_history?: string;
              propose_correction?: string;
            };
            signable_receivers: number[];
            version?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteDocument: {
    parameters: {
      query?: {
        version?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          document_data: {
            [key: string]: unknown;
          };
          version?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            type: number;
            document_data: {
              [key: string]: unknown;
            } | null;
            remarks: {
              id: number;
              /** @enum {string} */
              type: 'pickup' | 'delivery';
              user: string;
              company_name: string;
              timestamp: string;
              captured_at?: string;
              message: string;
              document: number;
              files: {
                id: number;
                photo: string;
              }[];
            }[];
            document: string | null;
            signed_by: {
              id?: number;
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              created_at: string;
              captured_at?: string;
              receiver_id: number | null;
              signature: string | null;
              signature_data: {
                sign_fullname?: string | null;
                sign_pesel?: string | null;
                sign_company_name?: string | null;
                sign_company_address?: string | null;
                sign_company_town?: string | null;
                sign_company_zip_code?: string | null;
                sign_company_post_code?: string | null;
                sign_company_country?: [string, string] | null;
                sign_company_vies?: string | null;
                sign_company_nip?: string | null;
                sign_company_vat_group?: string | null;
                sign_company_pesel?: string | null;
                sign_method?: string | null;
              } | null;
            }[];
            signed_on_issuing_platform?: {
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              receiver_id: number | null;
              signatory: string;
              signed_at: string;
              place: string;
              issuing_platform: string;
            }[];
            parent_document: number | null;
            sub_documents: number[];
            is_main_document: boolean;
            parent_document_is_main_document: boolean;
            receiver: {
              id?: number;
              name: string;
            } | null;
            created_at: string;
            transit: number;
            permissions?: {
              sign: {
                sender: boolean;
                receiver: boolean;
                carriers: {
                  main: boolean;
                };
              };
              remarks: {
                pickup: boolean;
                delivery: boolean;
              };
            };
            actions: {
              view: boolean;
              edit: boolean;
              delete: boolean;
              sign_sender: boolean;
              sign_carrier: boolean;
              sign_receiver: boolean;
              handover_receiver: boolean;
              remark_pickup: boolean;
              remark_delivery: boolean;
              reserve_taking_over: boolean;
              reserve_delivery: boolean;
              answer_taking_over: boolean;
              answer_delivery: boolean;
              download_pdf: boolean;
              download_xml: boolean;
              download_history: boolean;
              propose_correction: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              delete?: string;
              sign_sender?: string;
              sign_carrier?: string;
              sign_receiver?: string;
              handover_receiver?: string;
              remark_pickup?: string;
              remark_delivery?: string;
              reserve_taking_over?: string;
              reserve_delivery?: string;
              answer_taking_over?: string;
              answer_delivery?: string;
              download_pdf?: string;
              download_xml?: string;
              download_history?: string;
              propose_correction?: string;
            };
            signable_receivers: number[];
            version?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listTransitDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        transitId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            type: number;
            document_data: {
              [key: string]: unknown;
            } | null;
            remarks: {
              id: number;
              /** @enum {string} */
              type: 'pickup' | 'delivery';
              user: string;
              company_name: string;
              timestamp: string;
              captured_at?: string;
              message: string;
              document: number;
              files: {
                id: number;
                photo: string;
              }[];
            }[];
            document: string | null;
            signed_by: {
              id?: number;
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              created_at: string;
              captured_at?: string;
              receiver_id: number | null;
              signature: string | null;
              signature_data: {
                sign_fullname?: string | null;
                sign_pesel?: string | null;
                sign_company_name?: string | null;
                sign_company_address?: string | null;
                sign_company_town?: string | null;
                sign_company_zip_code?: string | null;
                sign_company_post_code?: string | null;
                sign_company_country?: [string, string] | null;
                sign_company_vies?: string | null;
                sign_company_nip?: string | null;
                sign_company_vat_group?: string | null;
                sign_company_pesel?: string | null;
                sign_method?: string | null;
              } | null;
            }[];
            signed_on_issuing_platform?: {
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              receiver_id: number | null;
              signatory: string;
              signed_at: string;
              place: string;
              issuing_platform: string;
            }[];
            parent_document: number | null;
            sub_documents: number[];
            is_main_document: boolean;
            parent_document_is_main_document: boolean;
            receiver: {
              id?: number;
              name: string;
            } | null;
            created_at: string;
            transit: number;
            permissions?: {
              sign: {
                sender: boolean;
                receiver: boolean;
                carriers: {
                  main: boolean;
                };
              };
              remarks: {
                pickup: boolean;
                delivery: boolean;
              };
            };
            actions: {
              view: boolean;
              edit: boolean;
              delete: boolean;
              sign_sender: boolean;
              sign_carrier: boolean;
              sign_receiver: boolean;
              handover_receiver: boolean;
              remark_pickup: boolean;
              remark_delivery: boolean;
              reserve_taking_over: boolean;
              reserve_delivery: boolean;
              answer_taking_over: boolean;
              answer_delivery: boolean;
              download_pdf: boolean;
              download_xml: boolean;
              download_history: boolean;
              propose_correction: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              delete?: string;
              sign_sender?: string;
              sign_carrier?: string;
              sign_receiver?: string;
              handover_receiver?: string;
              remark_pickup?: string;
              remark_delivery?: string;
              reserve_taking_over?: string;
              reserve_delivery?: string;
              answer_taking_over?: string;
              answer_delivery?: string;
              download_pdf?: string;
              download_xml?: string;
              download_history?: string;
              propose_correction?: string;
            };
            signable_receivers: number[];
            version?: string;
          }[];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listRemarks: {
    parameters: {
      query: {
        document: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @enum {string} */
            type: 'pickup' | 'delivery';
            user: string;
            company_name: string;
            timestamp: string;
            captured_at?: string;
            message: string;
            document: number;
            files: {
              id: number;
              photo: string;
            }[];
          }[];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  addRemark: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @enum {string} */
            type: 'pickup' | 'delivery';
            user: string;
            company_name: string;
            timestamp: string;
            captured_at?: string;
            message: string;
            document: number;
            files: {
              id: number;
              photo: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listReservations: {
    parameters: {
      query: {
        document: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            document: number;
            /** @enum {string} */
            box: 'taking_over' | 'delivery';
            box_number: 18 | 24;
            /** @enum {string} */
            kind:
              | 'packages_missing'
              | 'packaging_damaged'
              | 'goods_damaged'
              | 'wet'
              | 'seal_missing'
              | 'seal_broken'
              | 'seal_number_differs'
              | 'quantity_differs'
              | 'temperature'
              | 'other';
            lines: number[];
            counted_quantity: number | null;
            stated_quantity: number | null;
            text: string;
            by_name: string;
            company_name: string;
            /** @enum {string} */
            party: 'carrier' | 'receiver';
            recorded_at: string;
            captured_at: string;
            photos: {
              id: number;
              photo: string;
              sha256: string;
              mime: string;
              size: number;
              width: number;
              height: number;
            }[];
            chain_sha256: string;
            answer: {
              /** @enum {string} */
              answer: 'accepted' | 'contested';
              note: string;
              by_name: string;
              company_name: string;
              /** @enum {string} */
              party: 'sender' | 'carrier';
              verification_method: string;
              answered_at: string;
              chain_sha256: string;
            } | null;
            can_answer: boolean;
          }[];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  addReservation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            document: number;
            /** @enum {string} */
            box: 'taking_over' | 'delivery';
            box_number: 18 | 24;
            /** @enum {string} */
            kind:
              | 'packages_missing'
              | 'packaging_damaged'
              | 'goods_damaged'
              | 'wet'
              | 'seal_missing'
              | 'seal_broken'
              | 'seal_number_differs'
              | 'quantity_differs'
              | 'temperature'
              | 'other';
            lines: number[];
            counted_quantity: number | null;
            stated_quantity: number | null;
            text: string;
            by_name: string;
            company_name: string;
            /** @enum {string} */
            party: 'carrier' | 'receiver';
            recorded_at: string;
            captured_at: string;
            photos: {
              id: number;
              photo: string;
              sha256: string;
              mime: string;
              size: number;
              width: number;
              height: number;
            }[];
            chain_sha256: string;
            answer: {
              /** @enum {string} */
              answer: 'accepted' | 'contested';
              note: string;
              by_name: string;
              company_name: string;
              /** @enum {string} */
              party: 'sender' | 'carrier';
              verification_method: string;
              answered_at: string;
              chain_sha256: string;
            } | null;
            can_answer: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  answerReservation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          answer: 'accepted' | 'contested';
          note?: string;
          pin?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            document: number;
            /** @enum {string} */
            box: 'taking_over' | 'delivery';
            box_number: 18 | 24;
            /** @enum {string} */
            kind:
              | 'packages_missing'
              | 'packaging_damaged'
              | 'goods_damaged'
              | 'wet'
              | 'seal_missing'
              | 'seal_broken'
              | 'seal_number_differs'
              | 'quantity_differs'
              | 'temperature'
              | 'other';
            lines: number[];
            counted_quantity: number | null;
            stated_quantity: number | null;
            text: string;
            by_name: string;
            company_name: string;
            /** @enum {string} */
            party: 'carrier' | 'receiver';
            recorded_at: string;
            captured_at: string;
            photos: {
              id: number;
              photo: string;
              sha256: string;
              mime: string;
              size: number;
              width: number;
              height: number;
            }[];
            chain_sha256: string;
            answer: {
              /** @enum {string} */
              answer: 'accepted' | 'contested';
              note: string;
              by_name: string;
              company_name: string;
              /** @enum {string} */
              party: 'sender' | 'carrier';
              verification_method: string;
              answered_at: string;
              chain_sha256: string;
            } | null;
            can_answer: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  downloadReservationPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  downloadRemarkFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDocumentPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDocumentXml: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  downloadDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDocumentHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getVerification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        verifyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            document: {
              name: string;
              type: number;
              code: string;
              transit_number: string;
            };
            signatures: {
              signed_by_type: string;
              signer_name: string;
              company_name: string;
              signed_at: string;
              sign_method: string;
              content_sha256: string | null;
              chain_sha256: string | null;
              chain_valid: boolean;
            }[];
            reservations?: {
              box_number: number;
              kind: string;
              lines: number[];
              counted_quantity: number | null;
              stated_quantity: number | null;
              text: string;
              by_name: string;
              company_name: string;
              recorded_at: string;
              photos_sha256: string[];
              chain_sha256: string;
              chain_valid: boolean;
              answer: {
                answer: string;
                note: string;
                by_name: string;
                company_name: string;
                answered_at: string;
                chain_valid: boolean;
              } | null;
            }[];
            chain_valid: boolean;
            corrections?: {
              corrected_at: string;
              reason: string;
              fields: string[];
              approved_by: string[];
              version: number;
            }[];
            versions?: {
              version: number;
              content_sha256: string;
              created_at: string;
              current: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  verifyFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        verifyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            matches: boolean;
            issued_at: string | null;
            signatures: number | null;
            seal: {
              sealed: boolean;
              valid: boolean;
              ours: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  signDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            type: number;
            document_data: {
              [key: string]: unknown;
            } | null;
            remarks: {
              id: number;
              /** @enum {string} */
              type: 'pickup' | 'delivery';
              user: string;
              company_name: string;
              timestamp: string;
              captured_at?: string;
              message: string;
              document: number;
              files: {
                id: number;
                photo: string;
              }[];
            }[];
            document: string | null;
            signed_by: {
              id?: number;
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              created_at: string;
              captured_at?: string;
              receiver_id: number | null;
              signature: string | null;
              signature_data: {
                sign_fullname?: string | null;
                sign_pesel?: string | null;
                sign_company_name?: string | null;
                sign_company_address?: string | null;
                sign_company_town?: string | null;
                sign_company_zip_code?: string | null;
                sign_company_post_code?: string | null;
                sign_company_country?: [string, string] | null;
                sign_company_vies?: string | null;
                sign_company_nip?: string | null;
                sign_company_vat_group?: string | null;
                sign_company_pesel?: string | null;
                sign_method?: string | null;
              } | null;
            }[];
            signed_on_issuing_platform?: {
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              receiver_id: number | null;
              signatory: string;
              signed_at: string;
              place: string;
              issuing_platform: string;
            }[];
            parent_document: number | null;
            sub_documents: number[];
            is_main_document: boolean;
            parent_document_is_main_document: boolean;
            receiver: {
              id?: number;
              name: string;
            } | null;
            created_at: string;
            transit: number;
            permissions?: {
              sign: {
                sender: boolean;
                receiver: boolean;
                carriers: {
                  main: boolean;
                };
              };
              remarks: {
                pickup: boolean;
                delivery: boolean;
              };
            };
            actions: {
              view: boolean;
              edit: boolean;
              delete: boolean;
              sign_sender: boolean;
              sign_carrier: boolean;
              sign_receiver: boolean;
              handover_receiver: boolean;
              remark_pickup: boolean;
              remark_delivery: boolean;
              reserve_taking_over: boolean;
              reserve_delivery: boolean;
              answer_taking_over: boolean;
              answer_delivery: boolean;
              download_pdf: boolean;
              download_xml: boolean;
              download_history: boolean;
              propose_correction: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              delete?: string;
              sign_sender?: string;
              sign_carrier?: string;
              sign_receiver?: string;
              handover_receiver?: string;
              remark_pickup?: string;
              remark_delivery?: string;
              reserve_taking_over?: string;
              reserve_delivery?: string;
              answer_taking_over?: string;
              answer_delivery?: string;
              download_pdf?: string;
              download_xml?: string;
              download_history?: string;
              propose_correction?: string;
            };
            signable_receivers: number[];
            version?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  signAllDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            signed: number;
            results: {
              document: number;
              name: string;
              signed: boolean;
              error: string | null;
              field: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSignAllStops: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stops: {
              /** @enum {string} */
              slot: 'sender' | 'carrier' | 'receiver';
              receiver_id: number | null;
              receiver_name: string | null;
              documents: {
                id: number;
                name: string;
                type: number;
                file: boolean;
                version: string;
              }[];
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSignatureImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  verifySigningPin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          document: number;
          /** @enum {string} */
          signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
          receiver_id?: number | null;
          pin: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            verification: string;
            expires_at: string;
            /** @enum {string} */
            method: 'pin' | 'sms';
            passed: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  sendSigningSmsCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          document: number;
          /** @enum {string} */
          signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
          receiver_id?: number | null;
          /** @enum {string} */
          verifier: 'sender' | 'receiver';
          phone?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            verification: string;
            expires_at: string;
            /** @enum {string} */
            method: 'pin' | 'sms';
            passed: boolean;
            phone_hint: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  confirmSigningSmsCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          verification: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            verification: string;
            expires_at: string;
            /** @enum {string} */
            method: 'pin' | 'sms';
            passed: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSigningKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            public_key: {
              /** @enum {string} */
              kty: 'EC';
              /** @enum {string} */
              crv: 'P-256';
              x: string;
              y: string;
            };
            created_at: string;
            last_used_at: string | null;
            revoked_at: string | null;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createSigningKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          public_key: {
            /** @enum {string} */
            kty: 'EC';
            /** @enum {string} */
            crv: 'P-256';
            x: string;
            y: string;
            /** @enum {string} */
            alg?: 'ES256';
            /** @enum {string} */
            use?: 'sig';
            key_ops?: 'verify'[];
            ext?: boolean;
            kid?: string;
            d?: unknown;
          };
          pin: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            created_at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  revokeSigningKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSignableReceivers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            signed_documents: number[];
            sub_document: number | null;
          }[];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  generateShareToken: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the create safe to retry: the same key with the same body within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without creating anything; with another body 422, while the first request still runs 409, a key used by another company or caller 400. A unique value per action, such as a UUID; at most 255 characters. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          type: 'sender' | 'carrier' | 'receiver';
          receiver?: number | null;
          transit: number;
          /** @default [] */
          documents?: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            expires_at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  sendShareToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          /** @default  */
          email?: string;
          phone?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: boolean;
            sms: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  revokeShareToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createShareLink: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the create safe to retry: the same key with the same body within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without creating anything; with another body 422, while the first request still runs 409, a key used by another company or caller 400. A unique value per action, such as a UUID; at most 255 characters. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          type: 'sender' | 'carrier' | 'receiver';
          receiver?: number | null;
          transit: number;
          /** @default [] */
          documents?: number[];
          /** @default  */
          email?: string;
          phone?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: boolean;
            sms: boolean;
            expires_at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  shareTransit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          transit: number;
          company_gt_id: number;
          /** @enum {string} */
          as: 'sender' | 'carrier' | 'receiver';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            transit: number;
            company_gt_id: number;
            company_name: string;
            /** @enum {string} */
            as: 'sender' | 'carrier' | 'receiver';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  startHandover: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          receiver: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            url: string;
            expires_at: string;
            document: number;
            receiver: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  claimHandover: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            transit: number;
            document: number;
            receiver: number;
            expires_at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      410: components['responses']['Gone'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSharedTransit: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            transit: {
              id: number;
              transit_number: string;
              /** @enum {string} */
              status: 'pending' | 'running' | 'finished';
              /** @enum {string} */
              type: 'send' | 'generated';
              loading_date: string | null;
              unloading_date: string | null;
              loading_time: string | null;
              unloading_time: string | null;
              sender_client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              } | null;
              sender_employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              sender_location: {
                id: number;
                place: string;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                additional_data: string;
                client: number | null;
                latitude: number | null;
                longitude: number | null;
              }[];
              receivers: {
                id: number;
                client: {
                  id: number;
                  name: string;
                  vies: string | null;
                  address: string;
                  zip_code: string;
                  town: string;
                  country: string;
                  phone: string;
                  pesel: string;
                  is_online: boolean;
                };
                employee: {
                  id: number;
                  user: {
                    first_name: string;
                    last_name: string;
                    phone: string | null;
                  };
                } | null;
                cargo: {
                  id: number;
                  name: string;
                  quantity: number | null;
                  other: {
                    capacity: number | null;
                    method_of_packaging: string;
                    weight_gross_kg: number | null;
                    origin_country: string;
                    destination_country: string;
                    statistical_number: string;
                    marks: string;
                  };
                }[];
                destiny_places: {
                  id: number;
                  place: string;
                  address: string;
                  zip_code: string;
                  town: string;
                  country: string;
                  additional_data: string;
                  client: number | null;
                  latitude: number | null;
                  longitude: number | null;
                }[];
              }[];
              carrier: {
                id: number;
                client: {
                  id: number;
                  name: string;
                  vies: string | null;
                  address: string;
                  zip_code: string;
                  town: string;
                  country: string;
                  phone: string;
                  pesel: string;
                  is_online: boolean;
                };
                employee: {
                  id: number;
                  user: {
                    first_name: string;
                    last_name: string;
                    phone: string | null;
                  };
                } | null;
                driver: {
                  id: number;
                  user: {
                    first_name: string;
                    last_name: string;
                    phone: string | null;
                  };
                } | null;
                driver_not_from_system: string | null;
                is_forwarder: boolean;
                vehicle: {
                  id: number;
                  number: string;
                  type: string;
                } | null;
                vehicle_not_from_system: string | null;
                semitrailer: {
                  id: number;
                  number: string;
                  type: string;
                } | null;
                semitrailer_not_from_system: string | null;
              }[];
              sender_instruction: string;
              special_agreements: string;
              created_at: string;
              has_signed_documents: boolean;
              remarks: string;
              can_send_alert: boolean;
              document: {
                id: number;
                name: string;
                type: number;
                is_main_document: boolean;
                parent_document_is_main_document: boolean;
                signed_by: {
                  signed_by_type: string;
                  receiver_id: number | null;
                }[];
              }[];
              actions: {
                view: boolean;
                edit: boolean;
                edit_carriers: boolean;
                finish: boolean;
                delete: boolean;
                duplicate: boolean;
                alert: boolean;
                share: boolean;
                generate: boolean;
                upload: boolean;
                sign: boolean;
                efti_access_log: boolean;
                efti_inspect: boolean;
              };
              refusals?: {
                view?: string;
                edit?: string;
                edit_carriers?: string;
                finish?: string;
                delete?: string;
                duplicate?: string;
                alert?: string;
                share?: string;
                generate?: string;
                upload?: string;
                sign?: string;
                efti_access_log?: string;
                efti_inspect?: string;
              };
              version?: string;
              efti?: {
                dataset_id: string;
                /** @enum {string} */
                status: 'draft' | 'active' | 'closed';
                missing: {
                  field: string;
                  element: string;
                  subsets: (
                    | 'EU01'
                    | 'EU02'
                    | 'EU03'
                    | 'EU05a'
                    | 'EU05b'
                    | 'EU05c'
                    | 'EU06'
                    | 'PL01a'
                    | 'PL01b'
                    | 'PL01c'
                    | 'PL02'
                    | 'PL03'
                    | 'PL04a'
                    | 'PL04b'
                    | 'PL04c'
                    | 'PL06'
                  )[];
                }[];
              };
            };
            document: {
              id: number;
              name: string;
              type: number;
              document_data: {
                [key: string]: unknown;
              } | null;
              remarks: {
                id: number;
                /** @enum {string} */
                type: 'pickup' | 'delivery';
                user: string;
                company_name: string;
                timestamp: string;
                captured_at?: string;
                message: string;
                document: number;
                files: {
                  id: number;
                  photo: string;
                }[];
              }[];
              document: string | null;
              signed_by: {
                id?: number;
                /** @enum {string} */
                signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
                created_at: string;
                captured_at?: string;
                receiver_id: number | null;
                signature: string | null;
                signature_data: {
                  sign_fullname?: string | null;
                  sign_pesel?: string | null;
                  sign_company_name?: string | null;
                  sign_company_address?: string | null;
                  sign_company_town?: string | null;
                  sign_company_zip_code?: string | null;
                  sign_company_post_code?: string | null;
                  sign_company_country?: [string, string] | null;
                  sign_company_vies?: string | null;
                  sign_company_nip?: string | null;
                  sign_company_vat_group?: string | null;
                  sign_company_pesel?: string | null;
                  sign_method?: string | null;
                } | null;
              }[];
              signed_on_issuing_platform?: {
                /** @enum {string} */
                signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
                receiver_id: number | null;
                signatory: string;
                signed_at: string;
                place: string;
                issuing_platform: string;
              }[];
              parent_document: number | null;
              sub_documents: number[];
              is_main_document: boolean;
              parent_document_is_main_document: boolean;
              receiver: {
                id?: number;
                name: string;
              } | null;
              created_at: string;
              transit: number;
              permissions?: {
                sign: {
                  sender: boolean;
                  receiver: boolean;
                  carriers: {
                    main: boolean;
                  };
                };
                remarks: {
                  pickup: boolean;
                  delivery: boolean;
                };
              };
              actions: {
                view: boolean;
                edit: boolean;
                delete: boolean;
                sign_sender: boolean;
                sign_carrier: boolean;
                sign_receiver: boolean;
                handover_receiver: boolean;
                remark_pickup: boolean;
                remark_delivery: boolean;
                reserve_taking_over: boolean;
                reserve_delivery: boolean;
                answer_taking_over: boolean;
                answer_delivery: boolean;
                download_pdf: boolean;
                download_xml: boolean;
                download_history: boolean;
                propose_correction: boolean;
              };
              refusals?: {
                view?: string;
                edit?: string;
                delete?: string;
                sign_sender?: string;
                sign_carrier?: string;
                sign_receiver?: string;
                handover_receiver?: string;
                remark_pickup?: string;
                remark_delivery?: string;
                reserve_taking_over?: string;
                reserve_delivery?: string;
                answer_taking_over?: string;
                answer_delivery?: string;
                download_pdf?: string;
                download_xml?: string;
                download_history?: string;
                propose_correction?: string;
              };
              signable_receivers: number[];
              version?: string;
            }[];
            share: {
              /** @enum {string} */
              type: 'sender' | 'carrier' | 'receiver';
              receiver: number | null;
              company_name: string;
              expires_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  downloadSharedDocument: {
    parameters: {
      query: {
        document: number;
        token?: string;
      };
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSharedPdf: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        key: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSharedXml: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        key: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  downloadSharedRemarkFile: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        key: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSharedReceivers: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        key: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            signed_documents: number[];
            sub_document: number | null;
          }[];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  addSharedDocument: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        key: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            type: number;
            document_data: {
              [key: string]: unknown;
            } | null;
            remarks: {
              id: number;
              /** @enum {string} */
              type: 'pickup' | 'delivery';
              user: string;
              company_name: string;
              timestamp: string;
              captured_at?: string;
              message: string;
              document: number;
              files: {
                id: number;
                photo: string;
              }[];
            }[];
            document: string | null;
            signed_by: {
              id?: number;
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              created_at: string;
              captured_at?: string;
              receiver_id: number | null;
              signature: string | null;
              signature_data: {
                sign_fullname?: string | null;
                sign_pesel?: string | null;
                sign_company_name?: string | null;
                sign_company_address?: string | null;
                sign_company_town?: string | null;
                sign_company_zip_code?: string | null;
                sign_company_post_code?: string | null;
                sign_company_country?: [string, string] | null;
                sign_company_vies?: string | null;
                sign_company_nip?: string | null;
                sign_company_vat_group?: string | null;
                sign_company_pesel?: string | null;
                sign_method?: string | null;
              } | null;
            }[];
            signed_on_issuing_platform?: {
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              receiver_id: number | null;
              signatory: string;
              signed_at: string;
              place: string;
              issuing_platform: string;
            }[];
            parent_document: number | null;
            sub_documents: number[];
            is_main_document: boolean;
            parent_document_is_main_document: boolean;
            receiver: {
              id?: number;
              name: string;
            } | null;
            created_at: string;
            transit: number;
            permissions?: {
              sign: {
                sender: boolean;
                receiver: boolean;
                carriers: {
                  main: boolean;
                };
              };
              remarks: {
                pickup: boolean;
                delivery: boolean;
              };
            };
            actions: {
              view: boolean;
              edit: boolean;
              delete: boolean;
              sign_sender: boolean;
              sign_carrier: boolean;
              sign_receiver: boolean;
              handover_receiver: boolean;
              remark_pickup: boolean;
              remark_delivery: boolean;
              reserve_taking_over: boolean;
              reserve_delivery: boolean;
              answer_taking_over: boolean;
              answer_delivery: boolean;
              download_pdf: boolean;
              download_xml: boolean;
              download_history: boolean;
              propose_correction: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              delete?: string;
              sign_sender?: string;
              sign_carrier?: string;
              sign_receiver?: string;
              handover_receiver?: string;
              remark_pickup?: string;
              remark_delivery?: string;
              reserve_taking_over?: string;
              reserve_delivery?: string;
              answer_taking_over?: string;
              answer_delivery?: string;
              download_pdf?: string;
              download_xml?: string;
              download_history?: string;
              propose_correction?: string;
            };
            signable_receivers: number[];
            version?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  addSharedRemark: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        key: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @enum {string} */
            type: 'pickup' | 'delivery';
            user: string;
            company_name: string;
            timestamp: string;
            captured_at?: string;
            message: string;
            document: number;
            files: {
              id: number;
              photo: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  addSharedReservation: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        key: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            document: number;
            /** @enum {string} */
            box: 'taking_over' | 'delivery';
            box_number: 18 | 24;
            /** @enum {string} */
            kind:
              | 'packages_missing'
              | 'packaging_damaged'
              | 'goods_damaged'
              | 'wet'
              | 'seal_missing'
              | 'seal_broken'
              | 'seal_number_differs'
              | 'quantity_differs'
              | 'temperature'
              | 'other';
            lines: number[];
            counted_quantity: number | null;
            stated_quantity: number | null;
            text: string;
            by_name: string;
            company_name: string;
            /** @enum {string} */
            party: 'carrier' | 'receiver';
            recorded_at: string;
            captured_at: string;
            photos: {
              id: number;
              photo: string;
              sha256: string;
              mime: string;
              size: number;
              width: number;
              height: number;
            }[];
            chain_sha256: string;
            answer: {
              /** @enum {string} */
              answer: 'accepted' | 'contested';
              note: string;
              by_name: string;
              company_name: string;
              /** @enum {string} */
              party: 'sender' | 'carrier';
              verification_method: string;
              answered_at: string;
              chain_sha256: string;
            } | null;
            can_answer: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSharedReservations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            document: number;
            /** @enum {string} */
            box: 'taking_over' | 'delivery';
            box_number: 18 | 24;
            /** @enum {string} */
            kind:
              | 'packages_missing'
              | 'packaging_damaged'
              | 'goods_damaged'
              | 'wet'
              | 'seal_missing'
              | 'seal_broken'
              | 'seal_number_differs'
              | 'quantity_differs'
              | 'temperature'
              | 'other';
            lines: number[];
            counted_quantity: number | null;
            stated_quantity: number | null;
            text: string;
            by_name: string;
            company_name: string;
            /** @enum {string} */
            party: 'carrier' | 'receiver';
            recorded_at: string;
            captured_at: string;
            photos: {
              id: number;
              photo: string;
              sha256: string;
              mime: string;
              size: number;
              width: number;
              height: number;
            }[];
            chain_sha256: string;
            answer: {
              /** @enum {string} */
              answer: 'accepted' | 'contested';
              note: string;
              by_name: string;
              company_name: string;
              /** @enum {string} */
              party: 'sender' | 'carrier';
              verification_method: string;
              answered_at: string;
              chain_sha256: string;
            } | null;
            can_answer: boolean;
          }[];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  requestShareReservationAnswerCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
        id: number;
        reservationId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            channel: 'email' | 'sms';
            hint: string;
            expires_at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  answerSharedReservation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
        id: number;
        reservationId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          answer: 'accepted' | 'contested';
          note?: string;
          code: string;
          first_name: string;
          last_name: string;
          company_name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            document: number;
            /** @enum {string} */
            box: 'taking_over' | 'delivery';
            box_number: 18 | 24;
            /** @enum {string} */
            kind:
              | 'packages_missing'
              | 'packaging_damaged'
              | 'goods_damaged'
              | 'wet'
              | 'seal_missing'
              | 'seal_broken'
              | 'seal_number_differs'
              | 'quantity_differs'
              | 'temperature'
              | 'other';
            lines: number[];
            counted_quantity: number | null;
            stated_quantity: number | null;
            text: string;
            by_name: string;
            company_name: string;
            /** @enum {string} */
            party: 'carrier' | 'receiver';
            recorded_at: string;
            captured_at: string;
            photos: {
              id: number;
              photo: string;
              sha256: string;
              mime: string;
              size: number;
              width: number;
              height: number;
            }[];
            chain_sha256: string;
            answer: {
              /** @enum {string} */
              answer: 'accepted' | 'contested';
              note: string;
              by_name: string;
              company_name: string;
              /** @enum {string} */
              party: 'sender' | 'carrier';
              verification_method: string;
              answered_at: string;
              chain_sha256: string;
            } | null;
            can_answer: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  downloadSharedReservationPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
        id: number;
        photoId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSharedAlertTypes: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        key: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            default: boolean;
          }[];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  sendSharedAlert: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        key: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
          first_name: string;
          last_name: string;
          company_name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            transit_id: number;
            message: string;
            default: boolean;
            company_name: string;
            first_name: string;
            last_name: string;
            created_at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  requestShareSignCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          document: number;
          /** @default null */
          receiver?: number | null;
          /** @default  */
          email?: string;
          phone?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            channel: 'email' | 'sms';
            hint: string;
            expires_at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSharedSignAllStops: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stops: {
              /** @enum {string} */
              slot: 'sender' | 'carrier' | 'receiver';
              receiver_id: number | null;
              receiver_name: string | null;
              documents: {
                id: number;
                name: string;
                type: number;
                file: boolean;
                version: string;
              }[];
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  signAllSharedDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            signed: number;
            results: {
              document: number;
              name: string;
              signed: boolean;
              error: string | null;
              field: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  signSharedDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            type: number;
            document_data: {
              [key: string]: unknown;
            } | null;
            remarks: {
              id: number;
              /** @enum {string} */
              type: 'pickup' | 'delivery';
              user: string;
              company_name: string;
              timestamp: string;
              captured_at?: string;
              message: string;
              document: number;
              files: {
                id: number;
                photo: string;
              }[];
            }[];
            document: string | null;
            signed_by: {
              id?: number;
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              created_at: string;
              captured_at?: string;
              receiver_id: number | null;
              signature: string | null;
              signature_data: {
                sign_fullname?: string | null;
                sign_pesel?: string | null;
                sign_company_name?: string | null;
                sign_company_address?: string | null;
                sign_company_town?: string | null;
                sign_company_zip_code?: string | null;
                sign_company_post_code?: string | null;
                sign_company_country?: [string, string] | null;
                sign_company_vies?: string | null;
                sign_company_nip?: string | null;
                sign_company_vat_group?: string | null;
                sign_company_pesel?: string | null;
                sign_method?: string | null;
              } | null;
            }[];
            signed_on_issuing_platform?: {
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              receiver_id: number | null;
              signatory: string;
              signed_at: string;
              place: string;
              issuing_platform: string;
            }[];
            parent_document: number | null;
            sub_documents: number[];
            is_main_document: boolean;
            parent_document_is_main_document: boolean;
            receiver: {
              id?: number;
              name: string;
            } | null;
            created_at: string;
            transit: number;
            permissions?: {
              sign: {
                sender: boolean;
                receiver: boolean;
                carriers: {
                  main: boolean;
                };
              };
              remarks: {
                pickup: boolean;
                delivery: boolean;
              };
            };
            actions: {
              view: boolean;
              edit: boolean;
              delete: boolean;
              sign_sender: boolean;
              sign_carrier: boolean;
              sign_receiver: boolean;
              handover_receiver: boolean;
              remark_pickup: boolean;
              remark_delivery: boolean;
              reserve_taking_over: boolean;
              reserve_delivery: boolean;
              answer_taking_over: boolean;
              answer_delivery: boolean;
              download_pdf: boolean;
              download_xml: boolean;
              download_history: boolean;
              propose_correction: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              delete?: string;
              sign_sender?: string;
              sign_carrier?: string;
              sign_receiver?: string;
              handover_receiver?: string;
              remark_pickup?: string;
              remark_delivery?: string;
              reserve_taking_over?: string;
              reserve_delivery?: string;
              answer_taking_over?: string;
              answer_delivery?: string;
              download_pdf?: string;
              download_xml?: string;
              download_history?: string;
              propose_correction?: string;
            };
            signable_receivers: number[];
            version?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listDocumentCorrections: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            corrections: {
              id: number;
              document: number;
              /** @enum {string} */
              status: 'open' | 'approved' | 'rejected';
              reason: string;
              changes: {
                field: string;
                old: unknown;
                new: unknown;
              }[];
              proposed_by: string;
              proposed_at: string;
              closed_at: string | null;
              signatories: {
                /** @enum {string} */
                party: 'sender' | 'carrier' | 'receiver';
                receiver_id: number | null;
                signer_name: string;
                decision: ('approve' | 'reject') | null;
                note: string | null;
                decided_by: string | null;
                decided_at: string | null;
                can_decide: boolean;
              }[];
            }[];
            versions: {
              version: number;
              content_sha256: string;
              created_at: string;
              correction: number | null;
              current: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  proposeDocumentCorrection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          changes: {
            [key: string]: unknown;
          };
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            document: number;
            /** @enum {string} */
            status: 'open' | 'approved' | 'rejected';
            reason: string;
            changes: {
              field: string;
              old: unknown;
              new: unknown;
            }[];
            proposed_by: string;
            proposed_at: string;
            closed_at: string | null;
            signatories: {
              /** @enum {string} */
              party: 'sender' | 'carrier' | 'receiver';
              receiver_id: number | null;
              signer_name: string;
              decision: ('approve' | 'reject') | null;
              note: string | null;
              decided_by: string | null;
              decided_at: string | null;
              can_decide: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  decideDocumentCorrection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        correctionId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          party: 'sender' | 'carrier' | 'receiver';
          receiver_id?: number | null;
          /** @enum {string} */
          decision: 'approve' | 'reject';
          note?: string;
          pin: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            document: number;
            /** @enum {string} */
            status: 'open' | 'approved' | 'rejected';
            reason: string;
            changes: {
              field: string;
              old: unknown;
              new: unknown;
            }[];
            proposed_by: string;
            proposed_at: string;
            closed_at: string | null;
            signatories: {
              /** @enum {string} */
              party: 'sender' | 'carrier' | 'receiver';
              receiver_id: number | null;
              signer_name: string;
              decision: ('approve' | 'reject') | null;
              note: string | null;
              decided_by: string | null;
              decided_at: string | null;
              can_decide: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDocumentVersionPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        version: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSharedDocumentCorrections: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            corrections: {
              id: number;
              document: number;
              /** @enum {string} */
              status: 'open' | 'approved' | 'rejected';
              reason: string;
              changes: {
                field: string;
                old: unknown;
                new: unknown;
              }[];
              proposed_by: string;
              proposed_at: string;
              closed_at: string | null;
              signatories: {
                /** @enum {string} */
                party: 'sender' | 'carrier' | 'receiver';
                receiver_id: number | null;
                signer_name: string;
                decision: ('approve' | 'reject') | null;
                note: string | null;
                decided_by: string | null;
                decided_at: string | null;
                can_decide: boolean;
              }[];
            }[];
            versions: {
              version: number;
              content_sha256: string;
              created_at: string;
              correction: number | null;
              current: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  requestShareCorrectionCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
        id: number;
        correctionId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          receiver_id?: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            channel: 'email' | 'sms';
            hint: string;
            expires_at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  decideSharedDocumentCorrection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
        id: number;
        correctionId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          party?: 'sender' | 'carrier' | 'receiver';
          receiver_id?: number | null;
          /** @enum {string} */
          decision: 'approve' | 'reject';
          note?: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            document: number;
            /** @enum {string} */
            status: 'open' | 'approved' | 'rejected';
            reason: string;
            changes: {
              field: string;
              old: unknown;
              new: unknown;
            }[];
            proposed_by: string;
            proposed_at: string;
            closed_at: string | null;
            signatories: {
              /** @enum {string} */
              party: 'sender' | 'carrier' | 'receiver';
              receiver_id: number | null;
              signer_name: string;
              decision: ('approve' | 'reject') | null;
              note: string | null;
              decided_by: string | null;
              decided_at: string | null;
              can_decide: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSharedDocumentVersionPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
        id: number;
        version: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getPushPublicKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            public_key: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  subscribePush: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uri */
          endpoint: string;
          expirationTime?: number | null;
          keys: {
            p256dh: string;
            auth: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  unsubscribePush: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uri */
          endpoint: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listEftiAccesses: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              request_id: string;
              gate_id: string;
              dataset_id: string;
              /** @enum {string} */
              action: 'get_consignment' | 'follow_up';
              subsets: string[];
              /** @enum {string} */
              outcome:
                | 'ok'
                | 'not_found'
                | 'invalid_subset'
                | 'incomplete_subset'
                | 'invalid_follow_up'
                | 'rate_limited';
              created_at: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getEftiInspection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            transit: {
              id: number;
              transit_number: string;
            };
            efti: {
              dataset_id: string;
              /** @enum {string} */
              status: 'draft' | 'active' | 'closed';
              missing: {
                field: string;
                element: string;
                subsets: (
                  | 'EU01'
                  | 'EU02'
                  | 'EU03'
                  | 'EU05a'
                  | 'EU05b'
                  | 'EU05c'
                  | 'EU06'
                  | 'PL01a'
                  | 'PL01b'
                  | 'PL01c'
                  | 'PL02'
                  | 'PL03'
                  | 'PL04a'
                  | 'PL04b'
                  | 'PL04c'
                  | 'PL06'
                )[];
              }[];
            };
            uil: {
              gate_id: string;
              platform_id: string;
              dataset_id: string;
            } | null;
            elements: {
              path: string;
              value: string;
              attributes?: {
                [key: string]: string;
              };
            }[];
            cmr: {
              document_id: number;
              name: string;
              verify_id: string | null;
              pdf_url: string;
              verification: {
                document: {
                  name: string;
                  type: number;
                  code: string;
                  transit_number: string;
                };
                signatures: {
                  signed_by_type: string;
                  signer_name: string;
                  company_name: string;
                  signed_at: string;
                  sign_method: string;
                  content_sha256: string | null;
                  chain_sha256: string | null;
                  chain_valid: boolean;
                }[];
                reservations?: {
                  box_number: number;
                  kind: string;
                  lines: number[];
                  counted_quantity: number | null;
                  stated_quantity: number | null;
                  text: string;
                  by_name: string;
                  company_name: string;
                  recorded_at: string;
                  photos_sha256: string[];
                  chain_sha256: string;
                  chain_valid: boolean;
                  answer: {
                    answer: string;
                    note: string;
                    by_name: string;
                    company_name: string;
                    answered_at: string;
                    chain_valid: boolean;
                  } | null;
                }[];
                chain_valid: boolean;
                corrections?: {
                  corrected_at: string;
                  reason: string;
                  fields: string[];
                  approved_by: string[];
                  version: number;
                }[];
                versions?: {
                  version: number;
                  content_sha256: string;
                  created_at: string;
                  current: boolean;
                }[];
              } | null;
            } | null;
            read_at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              id: number;
              url: string;
              events: (
                | 'transit.created'
                | 'transit.updated'
                | 'transit.finished'
                | 'transit.deleted'
                | 'document.created'
                | 'document.signed'
                | 'document.fully_signed'
                | 'remark.added'
                | 'share_link.opened'
                | 'alert.sent'
                | 'correction.proposed'
                | 'correction.decided'
                | 'correction.closed'
              )[];
              created_at: string;
              disabled_at: string | null;
              failing_since: string | null;
              previous_secret_expires_at: string | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the create safe to retry: the same key with the same body within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without creating anything; with another body 422, while the first request still runs 409, a key used by another company or caller 400. A unique value per action, such as a UUID; at most 255 characters. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url: string;
          events: (
            | 'transit.created'
            | 'transit.updated'
            | 'transit.finished'
            | 'transit.deleted'
            | 'document.created'
            | 'document.signed'
            | 'document.fully_signed'
            | 'remark.added'
            | 'share_link.opened'
            | 'alert.sent'
            | 'correction.proposed'
            | 'correction.decided'
            | 'correction.closed'
          )[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            url: string;
            events: (
              | 'transit.created'
              | 'transit.updated'
              | 'transit.finished'
              | 'transit.deleted'
              | 'document.created'
              | 'document.signed'
              | 'document.fully_signed'
              | 'remark.added'
              | 'share_link.opened'
              | 'alert.sent'
              | 'correction.proposed'
              | 'correction.decided'
              | 'correction.closed'
            )[];
            created_at: string;
            disabled_at: string | null;
            failing_since: string | null;
            previous_secret_expires_at: string | null;
            secret: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            url: string;
            events: (
              | 'transit.created'
              | 'transit.updated'
              | 'transit.finished'
              | 'transit.deleted'
              | 'document.created'
              | 'document.signed'
              | 'document.fully_signed'
              | 'remark.added'
              | 'share_link.opened'
              | 'alert.sent'
              | 'correction.proposed'
              | 'correction.decided'
              | 'correction.closed'
            )[];
            created_at: string;
            disabled_at: string | null;
            failing_since: string | null;
            previous_secret_expires_at: string | null;
            secret: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              id: number;
              event_id: string;
              event: string;
              object_type: string;
              object_id: number;
              created_at: string;
              attempts: number;
              /** @enum {string} */
              status: 'waiting' | 'delivered' | 'failed';
              next_attempt_at: string | null;
              last_attempt_at: string | null;
              last_status_code: number | null;
              last_error: string | null;
              delivered_at: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  resendWebhookDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        deliveryId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            event_id: string;
            event: string;
            object_type: string;
            object_id: number;
            created_at: string;
            attempts: number;
            /** @enum {string} */
            status: 'waiting' | 'delivered' | 'failed';
            next_attempt_at: string | null;
            last_attempt_at: string | null;
            last_status_code: number | null;
            last_error: string | null;
            delivered_at: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getConsignment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        datasetId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postFollowUp: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        datasetId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getNationalDataset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        datasetId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postNationalFollowUp: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        datasetId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  transitCreatedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks message id: the event's id (the body's `id`), the same for every retry and resend, so a receiver can drop what it has already handled. */
        'webhook-id': string;
        /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a secret rotation's grace period one entry per valid secret, space-separated. Any Standard Webhooks library verifies it with the secret as shown. */
        'webhook-signature': string;
        /** @description The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret. */
        'x-transitdocs-signature': string;
        /** @description The event's name (the body's `event`). */
        'x-transitdocs-event': string;
        /** @description The event's id (the body's `id`). */
        'x-transitdocs-delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43",
         *       "event": "transit.created",
         *       "created_at": "2026-11-26T10:15:00.000Z",
         *       "data": {
         *         "id": 1042,
         *         "transit_number": "TD/2026/11/0042",
         *         "status": "pending",
         *         "type": "send",
         *         "loading_date": "2026-11-26",
         *         "unloading_date": "2026-11-27",
         *         "loading_time": "08:00",
         *         "unloading_time": null,
         *         "sender_client": null,
         *         "sender_employee": null,
         *         "sender_location": [
         *           {
         *             "id": 501,
         *             "place": "Magazyn Gdańsk",
         *             "address": "ul. Portowa 7",
         *             "zip_code": "80-601",
         *             "town": "Gdańsk",
         *             "country": "PL",
         *             "additional_data": "",
         *             "client": null,
         *             "latitude": 54.352,
         *             "longitude": 18.646
         *           }
         *         ],
         *         "receivers": [],
         *         "carrier": [],
         *         "sender_instruction": "Keep dry",
         *         "special_agreements": "",
         *         "created_at": "2026-11-26T10:15:00.000Z",
         *         "has_signed_documents": false,
         *         "remarks": "",
         *         "can_send_alert": true,
         *         "document": [],
         *         "actions": {
         *           "view": true,
         *           "edit": true,
         *           "edit_carriers": true,
         *           "finish": true,
         *           "delete": true,
         *           "duplicate": true,
         *           "alert": true,
         *           "share": true,
         *           "generate": true,
         *           "upload": true,
         *           "sign": true,
         *           "efti_access_log": true,
         *           "efti_inspect": true
         *         },
         *         "refusals": {},
         *         "version": "7f3a9c"
         *       }
         *     }
         */
        'application/json': {
          /** Format: uuid */
          id: string;
          /** @constant */
          event: 'transit.created';
          created_at: string;
          data: {
            id: number;
            transit_number: string;
            /** @enum {string} */
            status: 'pending' | 'running' | 'finished';
            /** @enum {string} */
            type: 'send' | 'generated';
            loading_date: string | null;
            unloading_date: string | null;
            loading_time: string | null;
            unloading_time: string | null;
            sender_client: {
              id: number;
              name: string;
              vies: string | null;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              phone: string;
              pesel: string;
              is_online: boolean;
            } | null;
            sender_employee: {
              id: number;
              user: {
                first_name: string;
                last_name: string;
                phone: string | null;
              };
            } | null;
            sender_location: {
              id: number;
              place: string;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              additional_data: string;
              client: number | null;
              latitude: number | null;
              longitude: number | null;
            }[];
            receivers: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              cargo: {
                id: number;
                name: string;
                quantity: number | null;
                other: {
                  capacity: number | null;
                  method_of_packaging: string;
                  weight_gross_kg: number | null;
                  origin_country: string;
                  destination_country: string;
                  statistical_number: string;
                  marks: string;
                };
              }[];
              destiny_places: {
                id: number;
                place: string;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                additional_data: string;
                client: number | null;
                latitude: number | null;
                longitude: number | null;
              }[];
            }[];
            carrier: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver_not_from_system: string | null;
              is_forwarder: boolean;
              vehicle: {
                id: number;
                number: string;
                type: string;
              } | null;
              vehicle_not_from_system: string | null;
              semitrailer: {
                id: number;
                number: string;
                type: string;
              } | null;
              semitrailer_not_from_system: string | null;
            }[];
            sender_instruction: string;
            special_agreements: string;
            created_at: string;
            has_signed_documents: boolean;
            remarks: string;
            can_send_alert: boolean;
            document: {
              id: number;
              name: string;
              type: number;
              is_main_document: boolean;
              parent_document_is_main_document: boolean;
              signed_by: {
                signed_by_type: string;
                receiver_id: number | null;
              }[];
            }[];
            actions: {
              view: boolean;
              edit: boolean;
              edit_carriers: boolean;
              finish: boolean;
              delete: boolean;
              duplicate: boolean;
              alert: boolean;
              share: boolean;
              generate: boolean;
              upload: boolean;
              sign: boolean;
              efti_access_log: boolean;
              efti_inspect: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              edit_carriers?: string;
              finish?: string;
              delete?: string;
              duplicate?: string;
              alert?: string;
              share?: string;
              generate?: string;
              upload?: string;
              sign?: string;
              efti_access_log?: string;
              efti_inspect?: string;
            };
            version?: string;
            efti?: {
              dataset_id: string;
              /** @enum {string} */
              status: 'draft' | 'active' | 'closed';
              missing: {
                field: string;
                element: string;
                subsets: (
                  | 'EU01'
                  | 'EU02'
                  | 'EU03'
                  | 'EU05a'
                  | 'EU05b'
                  | 'EU05c'
                  | 'EU06'
                  | 'PL01a'
                  | 'PL01b'
                  | 'PL01c'
                  | 'PL02'
                  | 'PL03'
                  | 'PL04a'
                  | 'PL04b'
                  | 'PL04c'
                  | 'PL06'
                )[];
              }[];
            };
          };
        };
      };
    };
    responses: {
      /** @description Received: the delivery is done. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused (a signature that does not verify, say): retried like any failure. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  transitUpdatedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks message id: the event's id (the body's `id`), the same for every retry and resend, so a receiver can drop what it has already handled. */
        'webhook-id': string;
        /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a secret rotation's grace period one entry per valid secret, space-separated. Any Standard Webhooks library verifies it with the secret as shown. */
        'webhook-signature': string;
        /** @description The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret. */
        'x-transitdocs-signature': string;
        /** @description The event's name (the body's `event`). */
        'x-transitdocs-event': string;
        /** @description The event's id (the body's `id`). */
        'x-transitdocs-delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43",
         *       "event": "transit.updated",
         *       "created_at": "2026-11-26T10:15:00.000Z",
         *       "data": {
         *         "id": 1042,
         *         "transit_number": "TD/2026/11/0042",
         *         "status": "running",
         *         "type": "send",
         *         "loading_date": "2026-11-26",
         *         "unloading_date": "2026-11-27",
         *         "loading_time": "08:00",
         *         "unloading_time": null,
         *         "sender_client": null,
         *         "sender_employee": null,
         *         "sender_location": [
         *           {
         *             "id": 501,
         *             "place": "Magazyn Gdańsk",
         *             "address": "ul. Portowa 7",
         *             "zip_code": "80-601",
         *             "town": "Gdańsk",
         *             "country": "PL",
         *             "additional_data": "",
         *             "client": null,
         *             "latitude": 54.352,
         *             "longitude": 18.646
         *           }
         *         ],
         *         "receivers": [],
         *         "carrier": [],
         *         "sender_instruction": "Keep dry",
         *         "special_agreements": "",
         *         "created_at": "2026-11-26T10:15:00.000Z",
         *         "has_signed_documents": false,
         *         "remarks": "",
         *         "can_send_alert": true,
         *         "document": [],
         *         "actions": {
         *           "view": true,
         *           "edit": true,
         *           "edit_carriers": true,
         *           "finish": true,
         *           "delete": true,
         *           "duplicate": true,
         *           "alert": true,
         *           "share": true,
         *           "generate": true,
         *           "upload": true,
         *           "sign": true,
         *           "efti_access_log": true,
         *           "efti_inspect": true
         *         },
         *         "refusals": {},
         *         "version": "7f3a9c"
         *       }
         *     }
         */
        'application/json': {
          /** Format: uuid */
          id: string;
          /** @constant */
          event: 'transit.updated';
          created_at: string;
          data: {
            id: number;
            transit_number: string;
            /** @enum {string} */
            status: 'pending' | 'running' | 'finished';
            /** @enum {string} */
            type: 'send' | 'generated';
            loading_date: string | null;
            unloading_date: string | null;
            loading_time: string | null;
            unloading_time: string | null;
            sender_client: {
              id: number;
              name: string;
              vies: string | null;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              phone: string;
              pesel: string;
              is_online: boolean;
            } | null;
            sender_employee: {
              id: number;
              user: {
                first_name: string;
                last_name: string;
                phone: string | null;
              };
            } | null;
            sender_location: {
              id: number;
              place: string;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              additional_data: string;
              client: number | null;
              latitude: number | null;
              longitude: number | null;
            }[];
            receivers: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              cargo: {
                id: number;
                name: string;
                quantity: number | null;
                other: {
                  capacity: number | null;
                  method_of_packaging: string;
                  weight_gross_kg: number | null;
                  origin_country: string;
                  destination_country: string;
                  statistical_number: string;
                  marks: string;
                };
              }[];
              destiny_places: {
                id: number;
                place: string;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                additional_data: string;
                client: number | null;
                latitude: number | null;
                longitude: number | null;
              }[];
            }[];
            carrier: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver_not_from_system: string | null;
              is_forwarder: boolean;
              vehicle: {
                id: number;
                number: string;
                type: string;
              } | null;
              vehicle_not_from_system: string | null;
              semitrailer: {
                id: number;
                number: string;
                type: string;
              } | null;
              semitrailer_not_from_system: string | null;
            }[];
            sender_instruction: string;
            special_agreements: string;
            created_at: string;
            has_signed_documents: boolean;
            remarks: string;
            can_send_alert: boolean;
            document: {
              id: number;
              name: string;
              type: number;
              is_main_document: boolean;
              parent_document_is_main_document: boolean;
              signed_by: {
                signed_by_type: string;
                receiver_id: number | null;
              }[];
            }[];
            actions: {
              view: boolean;
              edit: boolean;
              edit_carriers: boolean;
              finish: boolean;
              delete: boolean;
              duplicate: boolean;
              alert: boolean;
              share: boolean;
              generate: boolean;
              upload: boolean;
              sign: boolean;
              efti_access_log: boolean;
              efti_inspect: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              edit_carriers?: string;
              finish?: string;
              delete?: string;
              duplicate?: string;
              alert?: string;
              share?: string;
              generate?: string;
              upload?: string;
              sign?: string;
              efti_access_log?: string;
              efti_inspect?: string;
            };
            version?: string;
            efti?: {
              dataset_id: string;
              /** @enum {string} */
              status: 'draft' | 'active' | 'closed';
              missing: {
                field: string;
                element: string;
                subsets: (
                  | 'EU01'
                  | 'EU02'
                  | 'EU03'
                  | 'EU05a'
                  | 'EU05b'
                  | 'EU05c'
                  | 'EU06'
                  | 'PL01a'
                  | 'PL01b'
                  | 'PL01c'
                  | 'PL02'
                  | 'PL03'
                  | 'PL04a'
                  | 'PL04b'
                  | 'PL04c'
                  | 'PL06'
                )[];
              }[];
            };
          };
        };
      };
    };
    responses: {
      /** @description Received: the delivery is done. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused (a signature that does not verify, say): retried like any failure. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  transitFinishedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks message id: the event's id (the body's `id`), the same for every retry and resend, so a receiver can drop what it has already handled. */
        'webhook-id': string;
        /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a secret rotation's grace period one entry per valid secret, space-separated. Any Standard Webhooks library verifies it with the secret as shown. */
        'webhook-signature': string;
        /** @description The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret. */
        'x-transitdocs-signature': string;
        /** @description The event's name (the body's `event`). */
        'x-transitdocs-event': string;
        /** @description The event's id (the body's `id`). */
        'x-transitdocs-delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43",
         *       "event": "transit.finished",
         *       "created_at": "2026-11-26T10:15:00.000Z",
         *       "data": {
         *         "id": 1042,
         *         "transit_number": "TD/2026/11/0042",
         *         "status": "finished",
         *         "type": "send",
         *         "loading_date": "2026-11-26",
         *         "unloading_date": "2026-11-27",
         *         "loading_time": "08:00",
         *         "unloading_time": null,
         *         "sender_client": null,
         *         "sender_employee": null,
         *         "sender_location": [
         *           {
         *             "id": 501,
         *             "place": "Magazyn Gdańsk",
         *             "address": "ul. Portowa 7",
         *             "zip_code": "80-601",
         *             "town": "Gdańsk",
         *             "country": "PL",
         *             "additional_data": "",
         *             "client": null,
         *             "latitude": 54.352,
         *             "longitude": 18.646
         *           }
         *         ],
         *         "receivers": [],
         *         "carrier": [],
         *         "sender_instruction": "Keep dry",
         *         "special_agreements": "",
         *         "created_at": "2026-11-26T10:15:00.000Z",
         *         "has_signed_documents": false,
         *         "remarks": "",
         *         "can_send_alert": true,
         *         "document": [],
         *         "actions": {
         *           "view": true,
         *           "edit": true,
         *           "edit_carriers": true,
         *           "finish": true,
         *           "delete": true,
         *           "duplicate": true,
         *           "alert": true,
         *           "share": true,
         *           "generate": true,
         *           "upload": true,
         *           "sign": true,
         *           "efti_access_log": true,
         *           "efti_inspect": true
         *         },
         *         "refusals": {},
         *         "version": "7f3a9c"
         *       }
         *     }
         */
        'application/json': {
          /** Format: uuid */
          id: string;
          /** @constant */
          event: 'transit.finished';
          created_at: string;
          data: {
            id: number;
            transit_number: string;
            /** @enum {string} */
            status: 'pending' | 'running' | 'finished';
            /** @enum {string} */
            type: 'send' | 'generated';
            loading_date: string | null;
            unloading_date: string | null;
            loading_time: string | null;
            unloading_time: string | null;
            sender_client: {
              id: number;
              name: string;
              vies: string | null;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              phone: string;
              pesel: string;
              is_online: boolean;
            } | null;
            sender_employee: {
              id: number;
              user: {
                first_name: string;
                last_name: string;
                phone: string | null;
              };
            } | null;
            sender_location: {
              id: number;
              place: string;
              address: string;
              zip_code: string;
              town: string;
              country: string;
              additional_data: string;
              client: number | null;
              latitude: number | null;
              longitude: number | null;
            }[];
            receivers: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              cargo: {
                id: number;
                name: string;
                quantity: number | null;
                other: {
                  capacity: number | null;
                  method_of_packaging: string;
                  weight_gross_kg: number | null;
                  origin_country: string;
                  destination_country: string;
                  statistical_number: string;
                  marks: string;
                };
              }[];
              destiny_places: {
                id: number;
                place: string;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                additional_data: string;
                client: number | null;
                latitude: number | null;
                longitude: number | null;
              }[];
            }[];
            carrier: {
              id: number;
              client: {
                id: number;
                name: string;
                vies: string | null;
                address: string;
                zip_code: string;
                town: string;
                country: string;
                phone: string;
                pesel: string;
                is_online: boolean;
              };
              employee: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver: {
                id: number;
                user: {
                  first_name: string;
                  last_name: string;
                  phone: string | null;
                };
              } | null;
              driver_not_from_system: string | null;
              is_forwarder: boolean;
              vehicle: {
                id: number;
                number: string;
                type: string;
              } | null;
              vehicle_not_from_system: string | null;
              semitrailer: {
                id: number;
                number: string;
                type: string;
              } | null;
              semitrailer_not_from_system: string | null;
            }[];
            sender_instruction: string;
            special_agreements: string;
            created_at: string;
            has_signed_documents: boolean;
            remarks: string;
            can_send_alert: boolean;
            document: {
              id: number;
              name: string;
              type: number;
              is_main_document: boolean;
              parent_document_is_main_document: boolean;
              signed_by: {
                signed_by_type: string;
                receiver_id: number | null;
              }[];
            }[];
            actions: {
              view: boolean;
              edit: boolean;
              edit_carriers: boolean;
              finish: boolean;
              delete: boolean;
              duplicate: boolean;
              alert: boolean;
              share: boolean;
              generate: boolean;
              upload: boolean;
              sign: boolean;
              efti_access_log: boolean;
              efti_inspect: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              edit_carriers?: string;
              finish?: string;
              delete?: string;
              duplicate?: string;
              alert?: string;
              share?: string;
              generate?: string;
              upload?: string;
              sign?: string;
              efti_access_log?: string;
              efti_inspect?: string;
            };
            version?: string;
            efti?: {
              dataset_id: string;
              /** @enum {string} */
              status: 'draft' | 'active' | 'closed';
              missing: {
                field: string;
                element: string;
                subsets: (
                  | 'EU01'
                  | 'EU02'
                  | 'EU03'
                  | 'EU05a'
                  | 'EU05b'
                  | 'EU05c'
                  | 'EU06'
                  | 'PL01a'
                  | 'PL01b'
                  | 'PL01c'
                  | 'PL02'
                  | 'PL03'
                  | 'PL04a'
                  | 'PL04b'
                  | 'PL04c'
                  | 'PL06'
                )[];
              }[];
            };
          };
        };
      };
    };
    responses: {
      /** @description Received: the delivery is done. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused (a signature that does not verify, say): retried like any failure. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  transitDeletedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks message id: the event's id (the body's `id`), the same for every retry and resend, so a receiver can drop what it has already handled. */
        'webhook-id': string;
        /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a secret rotation's grace period one entry per valid secret, space-separated. Any Standard Webhooks library verifies it with the secret as shown. */
        'webhook-signature': string;
        /** @description The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret. */
        'x-transitdocs-signature': string;
        /** @description The event's name (the body's `event`). */
        'x-transitdocs-event': string;
        /** @description The event's id (the body's `id`). */
        'x-transitdocs-delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43",
         *       "event": "transit.deleted",
         *       "created_at": "2026-11-26T10:15:00.000Z",
         *       "data": {
         *         "id": 1042,
         *         "transit_number": "TD/2026/11/0042"
         *       }
         *     }
         */
        'application/json': {
          /** Format: uuid */
          id: string;
          /** @constant */
          event: 'transit.deleted';
          created_at: string;
          data: {
            id: number;
            transit_number: string;
          };
        };
      };
    };
    responses: {
      /** @description Received: the delivery is done. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused (a signature that does not verify, say): retried like any failure. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  documentCreatedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks message id: the event's id (the body's `id`), the same for every retry and resend, so a receiver can drop what it has already handled. */
        'webhook-id': string;
        /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a secret rotation's grace period one entry per valid secret, space-separated. Any Standard Webhooks library verifies it with the secret as shown. */
        'webhook-signature': string;
        /** @description The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret. */
        'x-transitdocs-signature': string;
        /** @description The event's name (the body's `event`). */
        'x-transitdocs-event': string;
        /** @description The event's id (the body's `id`). */
        'x-transitdocs-delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43",
         *       "event": "document.created",
         *       "created_at": "2026-11-26T10:15:00.000Z",
         *       "data": {
         *         "id": 3301,
         *         "name": "CMR",
         *         "type": 1,
         *         "document_data": null,
         *         "remarks": [],
         *         "document": null,
         *         "signed_by": [],
         *         "parent_document": null,
         *         "sub_documents": [],
         *         "is_main_document": true,
         *         "parent_document_is_main_document": false,
         *         "receiver": null,
         *         "created_at": "2026-11-26T10:15:00.000Z",
         *         "transit": 1042,
         *         "actions": {
         *           "view": true,
         *           "edit": true,
         *           "delete": true,
         *           "sign_sender": true,
         *           "sign_carrier": true,
         *           "sign_receiver": true,
         *           "handover_receiver": true,
         *           "remark_pickup": true,
         *           "remark_delivery": true,
         *           "reserve_taking_over": true,
         *           "reserve_delivery": true,
         *           "answer_taking_over": true,
         *           "answer_delivery": true,
         *           "download_pdf": true,
         *           "download_xml": true,
         *           "download_history": true,
         *           "propose_correction": true
         *         },
         *         "refusals": {},
         *         "signable_receivers": [],
         *         "version": "2b81e0"
         *       }
         *     }
         */
        'application/json': {
          /** Format: uuid */
          id: string;
          /** @constant */
          event: 'document.created';
          created_at: string;
          data: {
            id: number;
            name: string;
            type: number;
            document_data: {
              [key: string]: unknown;
            } | null;
            remarks: {
              id: number;
              /** @enum {string} */
              type: 'pickup' | 'delivery';
              user: string;
              company_name: string;
              timestamp: string;
              captured_at?: string;
              message: string;
              document: number;
              files: {
                id: number;
                photo: string;
              }[];
            }[];
            document: string | null;
            signed_by: {
              id?: number;
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              created_at: string;
              captured_at?: string;
              receiver_id: number | null;
              signature: string | null;
              signature_data: {
                sign_fullname?: string | null;
                sign_pesel?: string | null;
                sign_company_name?: string | null;
                sign_company_address?: string | null;
                sign_company_town?: string | null;
                sign_company_zip_code?: string | null;
                sign_company_post_code?: string | null;
                sign_company_country?: [string, string] | null;
                sign_company_vies?: string | null;
                sign_company_nip?: string | null;
                sign_company_vat_group?: string | null;
                sign_company_pesel?: string | null;
                sign_method?: string | null;
              } | null;
            }[];
            signed_on_issuing_platform?: {
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              receiver_id: number | null;
              signatory: string;
              signed_at: string;
              place: string;
              issuing_platform: string;
            }[];
            parent_document: number | null;
            sub_documents: number[];
            is_main_document: boolean;
            parent_document_is_main_document: boolean;
            receiver: {
              id?: number;
              name: string;
            } | null;
            created_at: string;
            transit: number;
            permissions?: {
              sign: {
                sender: boolean;
                receiver: boolean;
                carriers: {
                  main: boolean;
                };
              };
              remarks: {
                pickup: boolean;
                delivery: boolean;
              };
            };
            actions: {
              view: boolean;
              edit: boolean;
              delete: boolean;
              sign_sender: boolean;
              sign_carrier: boolean;
              sign_receiver: boolean;
              handover_receiver: boolean;
              remark_pickup: boolean;
              remark_delivery: boolean;
              reserve_taking_over: boolean;
              reserve_delivery: boolean;
              answer_taking_over: boolean;
              answer_delivery: boolean;
              download_pdf: boolean;
              download_xml: boolean;
              download_history: boolean;
              propose_correction: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              delete?: string;
              sign_sender?: string;
              sign_carrier?: string;
              sign_receiver?: string;
              handover_receiver?: string;
              remark_pickup?: string;
              remark_delivery?: string;
              reserve_taking_over?: string;
              reserve_delivery?: string;
              answer_taking_over?: string;
              answer_delivery?: string;
              download_pdf?: string;
              download_xml?: string;
              download_history?: string;
              propose_correction?: string;
            };
            signable_receivers: number[];
            version?: string;
          };
        };
      };
    };
    responses: {
      /** @description Received: the delivery is done. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused (a signature that does not verify, say): retried like any failure. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  documentSignedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks message id: the event's id (the body's `id`), the same for every retry and resend, so a receiver can drop what it has already handled. */
        'webhook-id': string;
        /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a secret rotation's grace period one entry per valid secret, space-separated. Any Standard Webhooks library verifies it with the secret as shown. */
        'webhook-signature': string;
        /** @description The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret. */
        'x-transitdocs-signature': string;
        /** @description The event's name (the body's `event`). */
        'x-transitdocs-event': string;
        /** @description The event's id (the body's `id`). */
        'x-transitdocs-delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43",
         *       "event": "document.signed",
         *       "created_at": "2026-11-26T10:15:00.000Z",
         *       "data": {
         *         "document": {
         *           "id": 3301,
         *           "name": "CMR",
         *           "type": 1,
         *           "document_data": null,
         *           "remarks": [],
         *           "document": null,
         *           "signed_by": [
         *             {
         *               "id": 9001,
         *               "signed_by_type": "sender",
         *               "created_at": "2026-11-26T10:15:00.000Z",
         *               "captured_at": "2026-11-26T10:15:00.000Z",
         *               "receiver_id": null,
         *               "signature": "/company/api/v1/document-signature/9001/image/",
         *               "signature_data": null
         *             }
         *           ],
         *           "parent_document": null,
         *           "sub_documents": [],
         *           "is_main_document": true,
         *           "parent_document_is_main_document": false,
         *           "receiver": null,
         *           "created_at": "2026-11-26T10:15:00.000Z",
         *           "transit": 1042,
         *           "actions": {
         *             "view": true,
         *             "edit": true,
         *             "delete": true,
         *             "sign_sender": true,
         *             "sign_carrier": true,
         *             "sign_receiver": true,
         *             "handover_receiver": true,
         *             "remark_pickup": true,
         *             "remark_delivery": true,
         *             "reserve_taking_over": true,
         *             "reserve_delivery": true,
         *             "answer_taking_over": true,
         *             "answer_delivery": true,
         *             "download_pdf": true,
         *             "download_xml": true,
         *             "download_history": true,
         *             "propose_correction": true
         *           },
         *           "refusals": {},
         *           "signable_receivers": [],
         *           "version": "2b81e0"
         *         },
         *         "signature": {
         *           "id": 9001,
         *           "signed_by_type": "sender",
         *           "created_at": "2026-11-26T10:15:00.000Z",
         *           "captured_at": "2026-11-26T10:15:00.000Z",
         *           "receiver_id": null,
         *           "signature": "/company/api/v1/document-signature/9001/image/",
         *           "signature_data": null
         *         }
         *       }
         *     }
         */
        'application/json': {
          /** Format: uuid */
          id: string;
          /** @constant */
          event: 'document.signed';
          created_at: string;
          data: {
            document: {
              id: number;
              name: string;
              type: number;
              document_data: {
                [key: string]: unknown;
              } | null;
              remarks: {
                id: number;
                /** @enum {string} */
                type: 'pickup' | 'delivery';
                user: string;
                company_name: string;
                timestamp: string;
                captured_at?: string;
                message: string;
                document: number;
                files: {
                  id: number;
                  photo: string;
                }[];
              }[];
              document: string | null;
              signed_by: {
                id?: number;
                /** @enum {string} */
                signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
                created_at: string;
                captured_at?: string;
                receiver_id: number | null;
                signature: string | null;
                signature_data: {
                  sign_fullname?: string | null;
                  sign_pesel?: string | null;
                  sign_company_name?: string | null;
                  sign_company_address?: string | null;
                  sign_company_town?: string | null;
                  sign_company_zip_code?: string | null;
                  sign_company_post_code?: string | null;
                  sign_company_country?: [string, string] | null;
                  sign_company_vies?: string | null;
                  sign_company_nip?: string | null;
                  sign_company_vat_group?: string | null;
                  sign_company_pesel?: string | null;
                  sign_method?: string | null;
                } | null;
              }[];
              signed_on_issuing_platform?: {
                /** @enum {string} */
                signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
                receiver_id: number | null;
                signatory: string;
                signed_at: string;
                place: string;
                issuing_platform: string;
              }[];
              parent_document: number | null;
              sub_documents: number[];
              is_main_document: boolean;
              parent_document_is_main_document: boolean;
              receiver: {
                id?: number;
                name: string;
              } | null;
              created_at: string;
              transit: number;
              permissions?: {
                sign: {
                  sender: boolean;
                  receiver: boolean;
                  carriers: {
                    main: boolean;
                  };
                };
                remarks: {
                  pickup: boolean;
                  delivery: boolean;
                };
              };
              actions: {
                view: boolean;
                edit: boolean;
                delete: boolean;
                sign_sender: boolean;
                sign_carrier: boolean;
                sign_receiver: boolean;
                handover_receiver: boolean;
                remark_pickup: boolean;
                remark_delivery: boolean;
                reserve_taking_over: boolean;
                reserve_delivery: boolean;
                answer_taking_over: boolean;
                answer_delivery: boolean;
                download_pdf: boolean;
                download_xml: boolean;
                download_history: boolean;
                propose_correction: boolean;
              };
              refusals?: {
                view?: string;
                edit?: string;
                delete?: string;
                sign_sender?: string;
                sign_carrier?: string;
                sign_receiver?: string;
                handover_receiver?: string;
                remark_pickup?: string;
                remark_delivery?: string;
                reserve_taking_over?: string;
                reserve_delivery?: string;
                answer_taking_over?: string;
                answer_delivery?: string;
                download_pdf?: string;
                download_xml?: string;
                download_history?: string;
                propose_correction?: string;
              };
              signable_receivers: number[];
              version?: string;
            };
            signature: {
              id?: number;
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              created_at: string;
              captured_at?: string;
              receiver_id: number | null;
              signature: string | null;
              signature_data: {
                sign_fullname?: string | null;
                sign_pesel?: string | null;
                sign_company_name?: string | null;
                sign_company_address?: string | null;
                sign_company_town?: string | null;
                sign_company_zip_code?: string | null;
                sign_company_post_code?: string | null;
                sign_company_country?: [string, string] | null;
                sign_company_vies?: string | null;
                sign_company_nip?: string | null;
                sign_company_vat_group?: string | null;
                sign_company_pesel?: string | null;
                sign_method?: string | null;
              } | null;
            };
          };
        };
      };
    };
    responses: {
      /** @description Received: the delivery is done. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused (a signature that does not verify, say): retried like any failure. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  documentFullySignedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks message id: the event's id (the body's `id`), the same for every retry and resend, so a receiver can drop what it has already handled. */
        'webhook-id': string;
        /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a secret rotation's grace period one entry per valid secret, space-separated. Any Standard Webhooks library verifies it with the secret as shown. */
        'webhook-signature': string;
        /** @description The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret. */
        'x-transitdocs-signature': string;
        /** @description The event's name (the body's `event`). */
        'x-transitdocs-event': string;
        /** @description The event's id (the body's `id`). */
        'x-transitdocs-delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43",
         *       "event": "document.fully_signed",
         *       "created_at": "2026-11-26T10:15:00.000Z",
         *       "data": {
         *         "id": 3301,
         *         "name": "CMR",
         *         "type": 1,
         *         "document_data": null,
         *         "remarks": [],
         *         "document": null,
         *         "signed_by": [
         *           {
         *             "id": 9001,
         *             "signed_by_type": "sender",
         *             "created_at": "2026-11-26T10:15:00.000Z",
         *             "captured_at": "2026-11-26T10:15:00.000Z",
         *             "receiver_id": null,
         *             "signature": "/company/api/v1/document-signature/9001/image/",
         *             "signature_data": null
         *           }
         *         ],
         *         "parent_document": null,
         *         "sub_documents": [],
         *         "is_main_document": true,
         *         "parent_document_is_main_document": false,
         *         "receiver": null,
         *         "created_at": "2026-11-26T10:15:00.000Z",
         *         "transit": 1042,
         *         "actions": {
         *           "view": true,
         *           "edit": true,
         *           "delete": true,
         *           "sign_sender": true,
         *           "sign_carrier": true,
         *           "sign_receiver": true,
         *           "handover_receiver": true,
         *           "remark_pickup": true,
         *           "remark_delivery": true,
         *           "reserve_taking_over": true,
         *           "reserve_delivery": true,
         *           "answer_taking_over": true,
         *           "answer_delivery": true,
         *           "download_pdf": true,
         *           "download_xml": true,
         *           "download_history": true,
         *           "propose_correction": true
         *         },
         *         "refusals": {},
         *         "signable_receivers": [],
         *         "version": "2b81e0"
         *       }
         *     }
         */
        'application/json': {
          /** Format: uuid */
          id: string;
          /** @constant */
          event: 'document.fully_signed';
          created_at: string;
          data: {
            id: number;
            name: string;
            type: number;
            document_data: {
              [key: string]: unknown;
            } | null;
            remarks: {
              id: number;
              /** @enum {string} */
              type: 'pickup' | 'delivery';
              user: string;
              company_name: string;
              timestamp: string;
              captured_at?: string;
              message: string;
              document: number;
              files: {
                id: number;
                photo: string;
              }[];
            }[];
            document: string | null;
            signed_by: {
              id?: number;
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              created_at: string;
              captured_at?: string;
              receiver_id: number | null;
              signature: string | null;
              signature_data: {
                sign_fullname?: string | null;
                sign_pesel?: string | null;
                sign_company_name?: string | null;
                sign_company_address?: string | null;
                sign_company_town?: string | null;
                sign_company_zip_code?: string | null;
                sign_company_post_code?: string | null;
                sign_company_country?: [string, string] | null;
                sign_company_vies?: string | null;
                sign_company_nip?: string | null;
                sign_company_vat_group?: string | null;
                sign_company_pesel?: string | null;
                sign_method?: string | null;
              } | null;
            }[];
            signed_on_issuing_platform?: {
              /** @enum {string} */
              signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
              receiver_id: number | null;
              signatory: string;
              signed_at: string;
              place: string;
              issuing_platform: string;
            }[];
            parent_document: number | null;
            sub_documents: number[];
            is_main_document: boolean;
            parent_document_is_main_document: boolean;
            receiver: {
              id?: number;
              name: string;
            } | null;
            created_at: string;
            transit: number;
            permissions?: {
              sign: {
                sender: boolean;
                receiver: boolean;
                carriers: {
                  main: boolean;
                };
              };
              remarks: {
                pickup: boolean;
                delivery: boolean;
              };
            };
            actions: {
              view: boolean;
              edit: boolean;
              delete: boolean;
              sign_sender: boolean;
              sign_carrier: boolean;
              sign_receiver: boolean;
              handover_receiver: boolean;
              remark_pickup: boolean;
              remark_delivery: boolean;
              reserve_taking_over: boolean;
              reserve_delivery: boolean;
              answer_taking_over: boolean;
              answer_delivery: boolean;
              download_pdf: boolean;
              download_xml: boolean;
              download_history: boolean;
              propose_correction: boolean;
            };
            refusals?: {
              view?: string;
              edit?: string;
              delete?: string;
              sign_sender?: string;
              sign_carrier?: string;
              sign_receiver?: string;
              handover_receiver?: string;
              remark_pickup?: string;
              remark_delivery?: string;
              reserve_taking_over?: string;
              reserve_delivery?: string;
              answer_taking_over?: string;
              answer_delivery?: string;
              download_pdf?: string;
              download_xml?: string;
              download_history?: string;
              propose_correction?: string;
            };
            signable_receivers: number[];
            version?: string;
          };
        };
      };
    };
    responses: {
      /** @description Received: the delivery is done. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused (a signature that does not verify, say): retried like any failure. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  remarkAddedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks message id: the event's id (the body's `id`), the same for every retry and resend, so a receiver can drop what it has already handled. */
        'webhook-id': string;
        /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a secret rotation's grace period one entry per valid secret, space-separated. Any Standard Webhooks library verifies it with the secret as shown. */
        'webhook-signature': string;
        /** @description The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret. */
        'x-transitdocs-signature': string;
        /** @description The event's name (the body's `event`). */
        'x-transitdocs-event': string;
        /** @description The event's id (the body's `id`). */
        'x-transitdocs-delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43",
         *       "event": "remark.added",
         *       "created_at": "2026-11-26T10:15:00.000Z",
         *       "data": {
         *         "id": 77,
         *         "type": "delivery",
         *         "user": "Jan Kowalski",
         *         "company_name": "Odbiorca Sp. z o.o.",
         *         "timestamp": "2026-11-26T10:15:00.000Z",
         *         "captured_at": "2026-11-26T10:15:00.000Z",
         *         "message": "One pallet damaged",
         *         "document": 3301,
         *         "files": []
         *       }
         *     }
         */
        'application/json': {
          /** Format: uuid */
          id: string;
          /** @constant */
          event: 'remark.added';
          created_at: string;
          data: {
            id: number;
            /** @enum {string} */
            type: 'pickup' | 'delivery';
            user: string;
            company_name: string;
            timestamp: string;
            captured_at?: string;
            message: string;
            document: number;
            files: {
              id: number;
              photo: string;
            }[];
          };
        };
      };
    };
    responses: {
      /** @description Received: the delivery is done. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused (a signature that does not verify, say): retried like any failure. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  shareLinkOpenedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks message id: the event's id (the body's `id`), the same for every retry and resend, so a receiver can drop what it has already handled. */
        'webhook-id': string;
        /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a secret rotation's grace period one entry per valid secret, space-separated. Any Standard Webhooks library verifies it with the secret as shown. */
        'webhook-signature': string;
        /** @description The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret. */
        'x-transitdocs-signature': string;
        /** @description The event's name (the body's `event`). */
        'x-transitdocs-event': string;
        /** @description The event's id (the body's `id`). */
        'x-transitdocs-delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43",
         *       "event": "share_link.opened",
         *       "created_at": "2026-11-26T10:15:00.000Z",
         *       "data": {
         *         "id": 12,
         *         "transit": 1042,
         *         "transit_number": "TD/2026/11/0042",
         *         "type": "receiver",
         *         "receiver": 601,
         *         "documents": [
         *           3301
         *         ],
         *         "created_at": "2026-11-26T10:15:00.000Z",
         *         "expires_at": "2026-12-03T10:15:00.000Z",
         *         "opened_at": "2026-11-26T10:15:00.000Z"
         *       }
         *     }
         */
        'application/json': {
          /** Format: uuid */
          id: string;
          /** @constant */
          event: 'share_link.opened';
          created_at: string;
          data: {
            id: number;
            transit: number;
            transit_number: string;
            type: string;
            receiver: number | null;
            documents: number[] | null;
            created_at: string;
            expires_at: string;
            opened_at: string;
          };
        };
      };
    };
    responses: {
      /** @description Received: the delivery is done. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused (a signature that does not verify, say): retried like any failure. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  alertSentWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks message id: the event's id (the body's `id`), the same for every retry and resend, so a receiver can drop what it has already handled. */
        'webhook-id': string;
        /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a secret rotation's grace period one entry per valid secret, space-separated. Any Standard Webhooks library verifies it with the secret as shown. */
        'webhook-signature': string;
        /** @description The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret. */
        'x-transitdocs-signature': string;
        /** @description The event's name (the body's `event`). */
        'x-transitdocs-event': string;
        /** @description The event's id (the body's `id`). */
        'x-transitdocs-delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43",
         *       "event": "alert.sent",
         *       "created_at": "2026-11-26T10:15:00.000Z",
         *       "data": {
         *         "id": 31,
         *         "transit_id": 1042,
         *         "message": "Delayed at the border",
         *         "default": false,
         *         "company_name": "Przewoźnik Sp. z o.o.",
         *         "first_name": "Ewa",
         *         "last_name": "Nowak",
         *         "created_at": "2026-11-26T10:15:00.000Z"
         *       }
         *     }
         */
        'application/json': {
          /** Format: uuid */
          id: string;
          /** @constant */
          event: 'alert.sent';
          created_at: string;
          data: {
            id: number;
            transit_id: number;
            message: string;
            default: boolean;
            company_name: string;
            first_name: string;
            last_name: string;
            created_at: string;
          };
        };
      };
    };
    responses: {
      /** @description Received: the delivery is done. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused (a signature that does not verify, say): retried like any failure. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  correctionProposedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks message id: the event's id (the body's `id`), the same for every retry and resend, so a receiver can drop what it has already handled. */
        'webhook-id': string;
        /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a secret rotation's grace period one entry per valid secret, space-separated. Any Standard Webhooks library verifies it with the secret as shown. */
        'webhook-signature': string;
        /** @description The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret. */
        'x-transitdocs-signature': string;
        /** @description The event's name (the body's `event`). */
        'x-transitdocs-event': string;
        /** @description The event's id (the body's `id`). */
        'x-transitdocs-delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43",
         *       "event": "correction.proposed",
         *       "created_at": "2026-11-26T10:15:00.000Z",
         *       "data": {
         *         "document": {
         *           "id": 3301,
         *           "name": "CMR",
         *           "type": 1,
         *           "document_data": null,
         *           "remarks": [],
         *           "document": null,
         *           "signed_by": [],
         *           "parent_document": null,
         *           "sub_documents": [],
         *           "is_main_document": true,
         *           "parent_document_is_main_document": false,
         *           "receiver": null,
         *           "created_at": "2026-11-26T10:15:00.000Z",
         *           "transit": 1042,
         *           "actions": {
         *             "view": true,
         *             "edit": true,
         *             "delete": true,
         *             "sign_sender": true,
         *             "sign_carrier": true,
         *             "sign_receiver": true,
         *             "handover_receiver": true,
         *             "remark_pickup": true,
         *             "remark_delivery": true,
         *             "reserve_taking_over": true,
         *             "reserve_delivery": true,
         *             "answer_taking_over": true,
         *             "answer_delivery": true,
         *             "download_pdf": true,
         *             "download_xml": true,
         *             "download_history": true,
         *             "propose_correction": true
         *           },
         *           "refusals": {},
         *           "signable_receivers": [],
         *           "version": "2b81e0"
         *         },
         *         "correction": {
         *           "id": 15,
         *           "document": 3301,
         *           "status": "open",
         *           "reason": "Wrong order number",
         *           "changes": [
         *             {
         *               "field": "order_number",
         *               "old": "ZAM/41",
         *               "new": "ZAM/42"
         *             }
         *           ],
         *           "proposed_by": "Anna Kowalska",
         *           "proposed_at": "2026-11-26T10:15:00.000Z",
         *           "closed_at": null,
         *           "signatories": [
         *             {
         *               "party": "sender",
         *               "receiver_id": null,
         *               "signer_name": "Jan Nowak",
         *               "decision": null,
         *               "note": null,
         *               "decided_by": null,
         *               "decided_at": null,
         *               "can_decide": false
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        'application/json': {
          /** Format: uuid */
          id: string;
          /** @constant */
          event: 'correction.proposed';
          created_at: string;
          data: {
            document: {
              id: number;
              name: string;
              type: number;
              document_data: {
                [key: string]: unknown;
              } | null;
              remarks: {
                id: number;
                /** @enum {string} */
                type: 'pickup' | 'delivery';
                user: string;
                company_name: string;
                timestamp: string;
                captured_at?: string;
                message: string;
                document: number;
                files: {
                  id: number;
                  photo: string;
                }[];
              }[];
              document: string | null;
              signed_by: {
                id?: number;
                /** @enum {string} */
                signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
                created_at: string;
                captured_at?: string;
                receiver_id: number | null;
                signature: string | null;
                signature_data: {
                  sign_fullname?: string | null;
                  sign_pesel?: string | null;
                  sign_company_name?: string | null;
                  sign_company_address?: string | null;
                  sign_company_town?: string | null;
                  sign_company_zip_code?: string | null;
                  sign_company_post_code?: string | null;
                  sign_company_country?: [string, string] | null;
                  sign_company_vies?: string | null;
                  sign_company_nip?: string | null;
                  sign_company_vat_group?: string | null;
                  sign_company_pesel?: string | null;
                  sign_method?: string | null;
                } | null;
              }[];
              signed_on_issuing_platform?: {
                /** @enum {string} */
                signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
                receiver_id: number | null;
                signatory: string;
                signed_at: string;
                place: string;
                issuing_platform: string;
              }[];
              parent_document: number | null;
              sub_documents: number[];
              is_main_document: boolean;
              parent_document_is_main_document: boolean;
              receiver: {
                id?: number;
                name: string;
              } | null;
              created_at: string;
              transit: number;
              permissions?: {
                sign: {
                  sender: boolean;
                  receiver: boolean;
                  carriers: {
                    main: boolean;
                  };
                };
                remarks: {
                  pickup: boolean;
                  delivery: boolean;
                };
              };
              actions: {
                view: boolean;
                edit: boolean;
                delete: boolean;
                sign_sender: boolean;
                sign_carrier: boolean;
                sign_receiver: boolean;
                handover_receiver: boolean;
                remark_pickup: boolean;
                remark_delivery: boolean;
                reserve_taking_over: boolean;
                reserve_delivery: boolean;
                answer_taking_over: boolean;
                answer_delivery: boolean;
                download_pdf: boolean;
                download_xml: boolean;
                download_history: boolean;
                propose_correction: boolean;
              };
              refusals?: {
                view?: string;
                edit?: string;
                delete?: string;
                sign_sender?: string;
                sign_carrier?: string;
                sign_receiver?: string;
                handover_receiver?: string;
                remark_pickup?: string;
                remark_delivery?: string;
                reserve_taking_over?: string;
                reserve_delivery?: string;
                answer_taking_over?: string;
                answer_delivery?: string;
                download_pdf?: string;
                download_xml?: string;
                download_history?: string;
                propose_correction?: string;
              };
              signable_receivers: number[];
              version?: string;
            };
            correction: {
              id: number;
              document: number;
              /** @enum {string} */
              status: 'open' | 'approved' | 'rejected';
              reason: string;
              changes: {
                field: string;
                old: unknown;
                new: unknown;
              }[];
              proposed_by: string;
              proposed_at: string;
              closed_at: string | null;
              signatories: {
                /** @enum {string} */
                party: 'sender' | 'carrier' | 'receiver';
                receiver_id: number | null;
                signer_name: string;
                decision: ('approve' | 'reject') | null;
                note: string | null;
                decided_by: string | null;
                decided_at: string | null;
                can_decide: boolean;
              }[];
            };
          };
        };
      };
    };
    responses: {
      /** @description Received: the delivery is done. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused (a signature that does not verify, say): retried like any failure. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  correctionDecidedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks message id: the event's id (the body's `id`), the same for every retry and resend, so a receiver can drop what it has already handled. */
        'webhook-id': string;
        /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a secret rotation's grace period one entry per valid secret, space-separated. Any Standard Webhooks library verifies it with the secret as shown. */
        'webhook-signature': string;
        /** @description The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret. */
        'x-transitdocs-signature': string;
        /** @description The event's name (the body's `event`). */
        'x-transitdocs-event': string;
        /** @description The event's id (the body's `id`). */
        'x-transitdocs-delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43",
         *       "event": "correction.decided",
         *       "created_at": "2026-11-26T10:15:00.000Z",
         *       "data": {
         *         "document": {
         *           "id": 3301,
         *           "name": "CMR",
         *           "type": 1,
         *           "document_data": null,
         *           "remarks": [],
         *           "document": null,
         *           "signed_by": [],
         *           "parent_document": null,
         *           "sub_documents": [],
         *           "is_main_document": true,
         *           "parent_document_is_main_document": false,
         *           "receiver": null,
         *           "created_at": "2026-11-26T10:15:00.000Z",
         *           "transit": 1042,
         *           "actions": {
         *             "view": true,
         *             "edit": true,
         *             "delete": true,
         *             "sign_sender": true,
         *             "sign_carrier": true,
         *             "sign_receiver": true,
         *             "handover_receiver": true,
         *             "remark_pickup": true,
         *             "remark_delivery": true,
         *             "reserve_taking_over": true,
         *             "reserve_delivery": true,
         *             "answer_taking_over": true,
         *             "answer_delivery": true,
         *             "download_pdf": true,
         *             "download_xml": true,
         *             "download_history": true,
         *             "propose_correction": true
         *           },
         *           "refusals": {},
         *           "signable_receivers": [],
         *           "version": "2b81e0"
         *         },
         *         "correction": {
         *           "id": 15,
         *           "document": 3301,
         *           "status": "open",
         *           "reason": "Wrong order number",
         *           "changes": [
         *             {
         *               "field": "order_number",
         *               "old": "ZAM/41",
         *               "new": "ZAM/42"
         *             }
         *           ],
         *           "proposed_by": "Anna Kowalska",
         *           "proposed_at": "2026-11-26T10:15:00.000Z",
         *           "closed_at": null,
         *           "signatories": [
         *             {
         *               "party": "sender",
         *               "receiver_id": null,
         *               "signer_name": "Jan Nowak",
         *               "decision": "approve",
         *               "note": null,
         *               "decided_by": "Jan Nowak",
         *               "decided_at": "2026-11-26T10:15:00.000Z",
         *               "can_decide": false
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        'application/json': {
          /** Format: uuid */
          id: string;
          /** @constant */
          event: 'correction.decided';
          created_at: string;
          data: {
            document: {
              id: number;
              name: string;
              type: number;
              document_data: {
                [key: string]: unknown;
              } | null;
              remarks: {
                id: number;
                /** @enum {string} */
                type: 'pickup' | 'delivery';
                user: string;
                company_name: string;
                timestamp: string;
                captured_at?: string;
                message: string;
                document: number;
                files: {
                  id: number;
                  photo: string;
                }[];
              }[];
              document: string | null;
              signed_by: {
                id?: number;
                /** @enum {string} */
                signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
                created_at: string;
                captured_at?: string;
                receiver_id: number | null;
                signature: string | null;
                signature_data: {
                  sign_fullname?: string | null;
                  sign_pesel?: string | null;
                  sign_company_name?: string | null;
                  sign_company_address?: string | null;
                  sign_company_town?: string | null;
                  sign_company_zip_code?: string | null;
                  sign_company_post_code?: string | null;
                  sign_company_country?: [string, string] | null;
                  sign_company_vies?: string | null;
                  sign_company_nip?: string | null;
                  sign_company_vat_group?: string | null;
                  sign_company_pesel?: string | null;
                  sign_method?: string | null;
                } | null;
              }[];
              signed_on_issuing_platform?: {
                /** @enum {string} */
                signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
                receiver_id: number | null;
                signatory: string;
                signed_at: string;
                place: string;
                issuing_platform: string;
              }[];
              parent_document: number | null;
              sub_documents: number[];
              is_main_document: boolean;
              parent_document_is_main_document: boolean;
              receiver: {
                id?: number;
                name: string;
              } | null;
              created_at: string;
              transit: number;
              permissions?: {
                sign: {
                  sender: boolean;
                  receiver: boolean;
                  carriers: {
                    main: boolean;
                  };
                };
                remarks: {
                  pickup: boolean;
                  delivery: boolean;
                };
              };
              actions: {
                view: boolean;
                edit: boolean;
                delete: boolean;
                sign_sender: boolean;
                sign_carrier: boolean;
                sign_receiver: boolean;
                handover_receiver: boolean;
                remark_pickup: boolean;
                remark_delivery: boolean;
                reserve_taking_over: boolean;
                reserve_delivery: boolean;
                answer_taking_over: boolean;
                answer_delivery: boolean;
                download_pdf: boolean;
                download_xml: boolean;
                download_history: boolean;
                propose_correction: boolean;
              };
              refusals?: {
                view?: string;
                edit?: string;
                delete?: string;
                sign_sender?: string;
                sign_carrier?: string;
                sign_receiver?: string;
                handover_receiver?: string;
                remark_pickup?: string;
                remark_delivery?: string;
                reserve_taking_over?: string;
                reserve_delivery?: string;
                answer_taking_over?: string;
                answer_delivery?: string;
                download_pdf?: string;
                download_xml?: string;
                download_history?: string;
                propose_correction?: string;
              };
              signable_receivers: number[];
              version?: string;
            };
            correction: {
              id: number;
              document: number;
              /** @enum {string} */
              status: 'open' | 'approved' | 'rejected';
              reason: string;
              changes: {
                field: string;
                old: unknown;
                new: unknown;
              }[];
              proposed_by: string;
              proposed_at: string;
              closed_at: string | null;
              signatories: {
                /** @enum {string} */
                party: 'sender' | 'carrier' | 'receiver';
                receiver_id: number | null;
                signer_name: string;
                decision: ('approve' | 'reject') | null;
                note: string | null;
                decided_by: string | null;
                decided_at: string | null;
                can_decide: boolean;
              }[];
            };
          };
        };
      };
    };
    responses: {
      /** @description Received: the delivery is done. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused (a signature that does not verify, say): retried like any failure. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  correctionClosedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks message id: the event's id (the body's `id`), the same for every retry and resend, so a receiver can drop what it has already handled. */
        'webhook-id': string;
        /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a secret rotation's grace period one entry per valid secret, space-separated. Any Standard Webhooks library verifies it with the secret as shown. */
        'webhook-signature': string;
        /** @description The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret. */
        'x-transitdocs-signature': string;
        /** @description The event's name (the body's `event`). */
        'x-transitdocs-event': string;
        /** @description The event's id (the body's `id`). */
        'x-transitdocs-delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43",
         *       "event": "correction.closed",
         *       "created_at": "2026-11-26T10:15:00.000Z",
         *       "data": {
         *         "document": {
         *           "id": 3301,
         *           "name": "CMR",
         *           "type": 1,
         *           "document_data": null,
         *           "remarks": [],
         *           "document": null,
         *           "signed_by": [],
         *           "parent_document": null,
         *           "sub_documents": [],
         *           "is_main_document": true,
         *           "parent_document_is_main_document": false,
         *           "receiver": null,
         *           "created_at": "2026-11-26T10:15:00.000Z",
         *           "transit": 1042,
         *           "actions": {
         *             "view": true,
         *             "edit": true,
         *             "delete": true,
         *             "sign_sender": true,
         *             "sign_carrier": true,
         *             "sign_receiver": true,
         *             "handover_receiver": true,
         *             "remark_pickup": true,
         *             "remark_delivery": true,
         *             "reserve_taking_over": true,
         *             "reserve_delivery": true,
         *             "answer_taking_over": true,
         *             "answer_delivery": true,
         *             "download_pdf": true,
         *             "download_xml": true,
         *             "download_history": true,
         *             "propose_correction": true
         *           },
         *           "refusals": {},
         *           "signable_receivers": [],
         *           "version": "2b81e0"
         *         },
         *         "correction": {
         *           "id": 15,
         *           "document": 3301,
         *           "status": "approved",
         *           "reason": "Wrong order number",
         *           "changes": [
         *             {
         *               "field": "order_number",
         *               "old": "ZAM/41",
         *               "new": "ZAM/42"
         *             }
         *           ],
         *           "proposed_by": "Anna Kowalska",
         *           "proposed_at": "2026-11-26T10:15:00.000Z",
         *           "closed_at": "2026-11-26T10:15:00.000Z",
         *           "signatories": [
         *             {
         *               "party": "sender",
         *               "receiver_id": null,
         *               "signer_name": "Jan Nowak",
         *               "decision": null,
         *               "note": null,
         *               "decided_by": null,
         *               "decided_at": null,
         *               "can_decide": false
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        'application/json': {
          /** Format: uuid */
          id: string;
          /** @constant */
          event: 'correction.closed';
          created_at: string;
          data: {
            document: {
              id: number;
              name: string;
              type: number;
              document_data: {
                [key: string]: unknown;
              } | null;
              remarks: {
                id: number;
                /** @enum {string} */
                type: 'pickup' | 'delivery';
                user: string;
                company_name: string;
                timestamp: string;
                captured_at?: string;
                message: string;
                document: number;
                files: {
                  id: number;
                  photo: string;
                }[];
              }[];
              document: string | null;
              signed_by: {
                id?: number;
                /** @enum {string} */
                signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
                created_at: string;
                captured_at?: string;
                receiver_id: number | null;
                signature: string | null;
                signature_data: {
                  sign_fullname?: string | null;
                  sign_pesel?: string | null;
                  sign_company_name?: string | null;
                  sign_company_address?: string | null;
                  sign_company_town?: string | null;
                  sign_company_zip_code?: string | null;
                  sign_company_post_code?: string | null;
                  sign_company_country?: [string, string] | null;
                  sign_company_vies?: string | null;
                  sign_company_nip?: string | null;
                  sign_company_vat_group?: string | null;
                  sign_company_pesel?: string | null;
                  sign_method?: string | null;
                } | null;
              }[];
              signed_on_issuing_platform?: {
                /** @enum {string} */
                signed_by_type: 'sender' | 'carrier' | 'receiver' | 'driver';
                receiver_id: number | null;
                signatory: string;
                signed_at: string;
                place: string;
                issuing_platform: string;
              }[];
              parent_document: number | null;
              sub_documents: number[];
              is_main_document: boolean;
              parent_document_is_main_document: boolean;
              receiver: {
                id?: number;
                name: string;
              } | null;
              created_at: string;
              transit: number;
              permissions?: {
                sign: {
                  sender: boolean;
                  receiver: boolean;
                  carriers: {
                    main: boolean;
                  };
                };
                remarks: {
                  pickup: boolean;
                  delivery: boolean;
                };
              };
              actions: {
                view: boolean;
                edit: boolean;
                delete: boolean;
                sign_sender: boolean;
                sign_carrier: boolean;
                sign_receiver: boolean;
                handover_receiver: boolean;
                remark_pickup: boolean;
                remark_delivery: boolean;
                reserve_taking_over: boolean;
                reserve_delivery: boolean;
                answer_taking_over: boolean;
                answer_delivery: boolean;
                download_pdf: boolean;
                download_xml: boolean;
                download_history: boolean;
                propose_correction: boolean;
              };
              refusals?: {
                view?: string;
                edit?: string;
                delete?: string;
                sign_sender?: string;
                sign_carrier?: string;
                sign_receiver?: string;
                handover_receiver?: string;
                remark_pickup?: string;
                remark_delivery?: string;
                reserve_taking_over?: string;
                reserve_delivery?: string;
                answer_taking_over?: string;
                answer_delivery?: string;
                download_pdf?: string;
                download_xml?: string;
                download_history?: string;
                propose_correction?: string;
              };
              signable_receivers: number[];
              version?: string;
            };
            correction: {
              id: number;
              document: number;
              /** @enum {string} */
              status: 'open' | 'approved' | 'rejected';
              reason: string;
              changes: {
                field: string;
                old: unknown;
                new: unknown;
              }[];
              proposed_by: string;
              proposed_at: string;
              closed_at: string | null;
              signatories: {
                /** @enum {string} */
                party: 'sender' | 'carrier' | 'receiver';
                receiver_id: number | null;
                signer_name: string;
                decision: ('approve' | 'reject') | null;
                note: string | null;
                decided_by: string | null;
                decided_at: string | null;
                can_decide: boolean;
              }[];
            };
          };
        };
      };
    };
    responses: {
      /** @description Received: the delivery is done. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused (a signature that does not verify, say): retried like any failure. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
