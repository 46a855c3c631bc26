import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DetailResponse,
  DocumentTypesResponse,
  ProfileSettings,
  type PasswordChangeRequest,
  type ProfileSettingsPatchRequest,
  type UpdatePinForm,
  type UpdatePinWithPasswordForm,
} from '@transitdocs/domain';
import { apiRequest } from '../../api/http.ts';

/** The spec's address (spec 2 §7); the server keeps /company/api/v1/profile-settings/ as an alias. */
const PROFILE_SETTINGS_PATH = '/auth/api/v1/profile/settings/';
const DOCUMENT_TYPES_PATH = '/company/api/v1/document-types/';

export const profileQueryKeys = {
  settings: ['profile', 'settings'] as const,
  documentTypes: ['profile', 'document-types'] as const,
};

export function useProfileSettingsQuery() {
  return useQuery({
    queryKey: profileQueryKeys.settings,
    queryFn: () => apiRequest('GET', PROFILE_SETTINGS_PATH, { schema: ProfileSettings }),
  });
}

export function useDocumentTypesQuery() {
  return useQuery({
    queryKey: profileQueryKeys.documentTypes,
    queryFn: () => apiRequest('GET', DOCUMENT_TYPES_PATH, { schema: DocumentTypesResponse }),
  });
}

export function useUpdateProfileSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileSettingsPatchRequest) =>
      apiRequest('PATCH', PROFILE_SETTINGS_PATH, { body, schema: ProfileSettings }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(profileQueryKeys.settings, settings);
      await queryClient.invalidateQueries({ queryKey: profileQueryKeys.settings });
    },
  });
}

export function useUpdatePinMutation() {
  return useMutation({
    mutationFn: (body: UpdatePinForm | UpdatePinWithPasswordForm) =>
      apiRequest('POST', '/auth/api/v1/update-pin/', { body, schema: DetailResponse }),
  });
}

export function useRemindPinMutation() {
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', '/auth/api/v1/remind-pin/', { body: {}, schema: DetailResponse }),
  });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (body: PasswordChangeRequest) =>
      apiRequest('PATCH', '/auth/api/v1/password-change/', { body, schema: DetailResponse }),
  });
}
