import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { getEmployee } from '../../api/employees.ts';

export const employeeQueryKey = (id: number) => ['employees', id] as const;

/** The sub-account of the route's `:id` (an employee id), fresh on every visit. */
export function useEmployeeOfRoute() {
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: employeeQueryKey(id),
    queryFn: () => getEmployee(id),
    enabled: isValidId,
    retry: false,
    gcTime: 0,
  });
  return { id, isValidId, query };
}
