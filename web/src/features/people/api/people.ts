import type { Person } from '@shared/api/routes/movies';
import { useApi } from '../../../lib/use-api';

export const usePerson = (personId: number | null) => useApi<Person>(personId ? `/api/people/${personId}` : null);
