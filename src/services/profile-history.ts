/**
 * The account's figures over time (contracts/profile-history.ts) for Analytics' growth chart, from
 * `{functions}/ig-profileHistory` with the user's ID token, checked here against the contract.
 */
import { ENDPOINTS } from '../../contracts/endpoints';
import type { ProfileHistory, ProfileHistoryQuery } from '../../contracts/profile-history';
import { postToEndpoint } from './http';

export const fetchProfileHistory = (
  functionsUrl: string,
  idToken: string,
  query: ProfileHistoryQuery,
): Promise<ProfileHistory> => postToEndpoint(functionsUrl, idToken, ENDPOINTS.profileHistory, query);
