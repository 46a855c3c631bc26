import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClientCreateRequest,
  ClientUpdateRequest,
  InvitationAnswerRequest,
} from '@transitdocs/domain';
import {
  createClient,
  deleteClient,
  getClient,
  listClients,
  updateClient,
} from '../../api/clients.ts';
import {
  answerInvitation,
  fetchPendingRequestCount,
  listInvitations,
  type InvitationSide,
} from '../../api/invitations.ts';
import { listQueryKey, useListQuery } from '../../ui/list/index.ts';
import { clientFiltersToQuery } from './client-filters.ts';
import { CLIENTS_LIST_NAME } from './client-paths.ts';

export const clientQueryKeys = {
  list: listQueryKey(CLIENTS_LIST_NAME),
  one: (id: number) => ['clients', 'one', id] as const,
  pendingCount: ['invitations', 'pending-count'] as const,
  invitations: (side: InvitationSide, page: number) => ['invitations', side, page] as const,
  allInvitations: ['invitations'] as const,
};

const fetchClientsPage = (queryString: string) => listClients(queryString);

/** The contractors list: filters stored as `listFilters:clients`, page in `?page=`. */
export function useClientsList() {
  return useListQuery({
    name: CLIENTS_LIST_NAME,
    fetchPage: fetchClientsPage,
    toQuery: clientFiltersToQuery,
  });
}

export function useClientQuery(id: number) {
  return useQuery({
    queryKey: clientQueryKeys.one(id),
    queryFn: () => getClient(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function usePendingRequestCount() {
  return useQuery({
    queryKey: clientQueryKeys.pendingCount,
    queryFn: fetchPendingRequestCount,
  });
}

export function useInvitations(side: InvitationSide, page: number) {
  return useQuery({
    queryKey: clientQueryKeys.invitations(side, page),
    queryFn: () => listInvitations(side, page),
  });
}

function useRefreshClients() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientQueryKeys.list }),
      queryClient.invalidateQueries({ queryKey: ['clients'] }),
    ]);
}

export function useCreateClientMutation() {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (body: ClientCreateRequest) => createClient(body),
    onSuccess: refresh,
  });
}

export function useUpdateClientMutation(id: number) {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (body: ClientUpdateRequest) => updateClient(id, body),
    onSuccess: refresh,
  });
}

export function useDeleteClientMutation(id: number) {
  return useMutation({ mutationFn: () => deleteClient(id) });
}

/** Accepting makes both companies contractors: the list and the count are fetched again. */
export function useAnswerInvitationMutation() {
  const queryClient = useQueryClient();
  const refreshClients = useRefreshClients();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & InvitationAnswerRequest) =>
      answerInvitation(id, { status }),
    onSuccess: () =>
      Promise.all([
        refreshClients(),
        queryClient.invalidateQueries({ queryKey: clientQueryKeys.allInvitations }),
      ]),
  });
}
