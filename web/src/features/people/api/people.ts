import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const usePerson = (personId: number | null) => useApi(personId ? apiKey('getPerson', { params: { id: personId } }) : null);
